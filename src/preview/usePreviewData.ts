/**
 * The preview page's data: the drafts from the site server's /__preview/data (the HttpOnly preview
 * cookie goes with it), fetched again each time the admin says the draft was saved. Strapi's
 * preview posts `{ type: 'strapiUpdate' }` to the framed page after each save (a documented,
 * stable message of Strapi 5's preview), so saving shows in the preview in seconds, with no build.
 */
import * as React from 'react';
import type { PreviewData } from './mapper';

export const STRAPI_UPDATE = 'strapiUpdate';

export type PreviewState =
  | { status: 'loading'; data: PreviewData | null }
  | { status: 'ready'; data: PreviewData }
  | { status: 'error'; data: PreviewData | null; message: string };

/** True for the admin's "draft saved" message, from the window that frames this one only. */
export function isStrapiUpdate(event: Pick<MessageEvent, 'data' | 'source'>, parent: unknown): boolean {
  return event.source === parent && (event.data as { type?: unknown } | null)?.type === STRAPI_UPDATE;
}

export async function fetchPreviewData(path: string, fetcher: typeof fetch = fetch): Promise<PreviewData> {
  const response = await fetcher(`/__preview/data?path=${encodeURIComponent(path)}`, {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const body = (await response.json().catch(() => null)) as (PreviewData & { error?: string }) | null;
  if (!response.ok || !body) throw new Error(body?.error ?? `The preview server answered ${response.status}.`);
  return body;
}

export function usePreviewData(path: string): PreviewState {
  const [state, setState] = React.useState<PreviewState>({ status: 'loading', data: null });

  React.useEffect(() => {
    let current = 0;
    const load = () => {
      const request = ++current;
      setState((previous) => ({ status: 'loading', data: previous.data }));
      fetchPreviewData(path).then(
        (data) => request === current && setState({ status: 'ready', data }),
        // The last good draft stays on screen with the error beside it.
        (error: Error) =>
          request === current &&
          setState((previous) => ({ status: 'error', data: previous.data, message: error.message })),
      );
    };
    const onMessage = (event: MessageEvent) => {
      if (isStrapiUpdate(event, window.parent)) load();
    };
    load();
    window.addEventListener('message', onMessage);
    return () => {
      current = -1;
      window.removeEventListener('message', onMessage);
    };
  }, [path]);

  return state;
}
