/**
 * The admin's own screens and the CMS's admin routes (src/startup/admin-routes.ts): a GET whose
 * answer a screen shows, and a file a route answers, saved as a download.
 */
import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

interface Answer<T> {
  /** The last answer (kept while the next one loads, or when it fails); null before the first. */
  data: T | null;
  /** Why the last GET failed (an axios error: ./records.ts `fieldErrors` reads a 400's fields). */
  error: unknown;
  busy: boolean;
}

/** GETs `path` with the admin's session, again whenever it changes; an answer to an older path is
 * dropped. `setData` changes what is shown (a row dismissed) without asking again. */
export function useAdminGet<T>(path: string) {
  const { get } = useFetchClient();
  const [answer, setAnswer] = React.useState<Answer<T>>({ data: null, error: null, busy: true });

  React.useEffect(() => {
    let current = true;
    setAnswer((old) => ({ ...old, busy: true }));
    get<T>(path).then(
      (response) => current && setAnswer({ data: response.data, error: null, busy: false }),
      (caught: unknown) => current && setAnswer((old) => ({ ...old, error: caught, busy: false })),
    );
    return () => {
      current = false;
    };
  }, [get, path]);

  const setData = React.useCallback(
    (change: (old: T | null) => T | null) => setAnswer((old) => ({ ...old, data: change(old.data) })),
    [],
  );
  return { ...answer, setData };
}

/** Saves a file the browser holds as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
