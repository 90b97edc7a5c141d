/**
 * The admin's "Leads" page (menu link in app.tsx, for roles with "Work the lead desk": Sales and
 * Super Admin): the list of every lead (LeadList.tsx) and a lead's own page (LeadView.tsx), each only
 * as far as the admin's role may read the leads in the Content Manager (src/lead-desk/access.ts). The
 * work is done by the CMS's admin routes (src/lead-desk/routes.ts); the rules are shared with them
 * (src/lead-desk/rules.ts).
 */
import { Page } from '@strapi/strapi/admin';
import { Route, Routes } from 'react-router-dom';
import { LeadList } from './LeadList';
import { LeadView } from './LeadView';

export default function LeadsPage() {
  return (
    <Page.Main>
      <Page.Title>Leads</Page.Title>
      <Routes>
        <Route index element={<LeadList />} />
        <Route path=":kind/:documentId" element={<LeadView />} />
      </Routes>
    </Page.Main>
  );
}
