import type { StrapiApp } from '@strapi/strapi/admin';
import { Briefcase, ChartPie, Globe, Question, Shield } from '@strapi/icons';
import { ADMIN_PERMISSIONS } from '../contracts/admin-permissions';
import { NewsletterExport } from './newsletter/NewsletterExport';
import { FaqEntryPrefill } from './unanswered-questions/FaqEntryPrefill';

export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    // The live site's state on the admin's home page (site-status/SiteStatusWidget.tsx), first: the home page
    // shows widgets in the order of this list (unless an admin has rearranged their own home page),
    // and this runs after the plugins have registered theirs (the Content Manager's last edited and
    // last published entries), so the widget goes in front of them.
    app.widgets.register((widgets) => [
      {
        id: 'site-status',
        icon: Globe,
        title: { id: 'site-status.widget.title', defaultMessage: 'Live site' },
        component: async () => (await import('./site-status/SiteStatusWidget')).SiteStatusWidget,
      },
      ...widgets,
    ]);
    // The lead desk (leads/LeadsPage.tsx), for roles with "Work the lead desk" (src/lead-desk): Sales and
    // Super Admin; an Editor or Author never holds it (src/startup/roles.ts), so never sees the link.
    app.addMenuLink({
      to: 'leads',
      icon: Briefcase,
      intlLabel: { id: 'lead-desk.menu', defaultMessage: 'Leads' },
      permissions: [{ action: ADMIN_PERMISSIONS.leadDesk.action, subject: null }],
      Component: () => import('./leads/LeadsPage'),
    });
    // What the chat's FAQ could not answer (unanswered-questions/UnansweredQuestionsPage.tsx), for roles with its permission
    // (src/unanswered-questions): Editor and Super Admin.
    app.addMenuLink({
      to: 'unanswered-questions',
      icon: Question,
      intlLabel: { id: 'unanswered-questions.menu', defaultMessage: 'Unanswered questions' },
      permissions: [{ action: ADMIN_PERMISSIONS.unansweredQuestions.action, subject: null }],
      Component: () => import('./unanswered-questions/UnansweredQuestionsPage'),
    });
    // The visits and conversions the site counts (visits/VisitsPage.tsx, src/counts), for roles with "See the
    // visits and conversions": Sales and Super Admin, and any role an administrator gives it.
    app.addMenuLink({
      to: 'visits',
      icon: ChartPie,
      intlLabel: { id: 'visits.menu', defaultMessage: 'Visits' },
      permissions: [{ action: ADMIN_PERMISSIONS.visits.action, subject: null }],
      Component: () => import('./visits/VisitsPage'),
    });
    // People's data on request (data-requests/DataRequestsPage.tsx), for roles with the permission of src/privacy.
    app.addMenuLink({
      to: 'data-requests',
      icon: Shield,
      intlLabel: { id: 'data-requests.menu', defaultMessage: 'Data requests' },
      permissions: [{ action: ADMIN_PERMISSIONS.dataRequests.action, subject: null }],
      Component: () => import('./data-requests/DataRequestsPage'),
    });
  },
  bootstrap(app: StrapiApp) {
    // "Export confirmed subscribers (CSV)" above the Subscription list (newsletter/NewsletterExport.tsx).
    app.getPlugin('content-manager').injectComponent('listView', 'actions', {
      name: 'newsletter-export',
      Component: NewsletterExport,
    });
    // "Add as FAQ entry" fills the chosen entry of an FAQ group's edit view (unanswered-questions/FaqEntryPrefill.tsx).
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', {
      name: 'faq-entry-prefill',
      Component: FaqEntryPrefill,
    });
  },
};
