/**
 * "Export confirmed subscribers (CSV)", above the Content Manager's Subscription list, for roles with
 * "Export newsletter subscribers" (super admins always). It downloads the CMS's admin route
 * (src/newsletter/admin.ts) with the editor's own session: the file is built on the server.
 */
import * as React from 'react';
import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import { saveFile } from '../shared/api';
import { utcToday } from '../shared/dates';
import { ADMIN_PERMISSIONS } from '../../contracts/admin-permissions';

const SUBSCRIPTION_UID = 'api::subscription.subscription';
const EXPORT_PATH = '/newsletter-export/subscribers.csv';

function ExportButton() {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { allowedActions, isLoading } = useRBAC([{ action: ADMIN_PERMISSIONS.newsletterExport.action }]);
  const [busy, setBusy] = React.useState(false);
  if (isLoading || !allowedActions.canExport) return null;

  const download = async () => {
    setBusy(true);
    try {
      const { data } = await get<Blob>(EXPORT_PATH, { responseType: 'blob' });
      saveFile(data, `newsletter-subscribers-${utcToday()}.csv`);
    } catch {
      toggleNotification({ type: 'danger', message: 'The subscribers could not be exported. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" startIcon={<Download />} onClick={() => void download()} loading={busy}>
      Export confirmed subscribers (CSV)
    </Button>
  );
}

/** Injected into every list view; shows only on the Subscription list. */
export function NewsletterExport() {
  const { slug } = useParams<{ slug: string }>();
  return slug === SUBSCRIPTION_UID ? <ExportButton /> : null;
}
