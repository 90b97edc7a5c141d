/**
 * The permissions of the CMS's own admin screens, each once: the server registers each with the
 * routes it guards (src/startup/admin-routes.ts: listed under Settings → Roles → a role → Settings,
 * where `category`, `subCategory` and `displayName` place and name it), and the admin panel shows a
 * screen's menu link, button or widget action only to roles holding its `action` (src/admin).
 */
export interface AdminPermission {
  /** What a role holds and a route's policy checks: `api::` and the permission's own uid. */
  action: `api::${string}`;
  category: string;
  subCategory: string;
  displayName: string;
}

export const ADMIN_PERMISSIONS = {
  leadDesk: {
    action: 'api::lead-desk.use',
    category: 'Leads',
    subCategory: 'Lead desk',
    displayName: 'Work the lead desk: see every lead, set status, owner and follow-up, add notes, export',
  },
  unansweredQuestions: {
    action: 'api::unanswered-questions.use',
    category: 'FAQ',
    subCategory: 'Unanswered questions',
    displayName: 'See and dismiss the questions the chat’s FAQ could not answer',
  },
  visits: {
    action: 'api::counts.read',
    category: 'Visits',
    subCategory: 'Dashboard',
    displayName: 'See the visits and conversions (the Visits page)',
  },
  dataRequests: {
    action: 'api::privacy.data-requests',
    category: 'Privacy',
    subCategory: 'Data requests',
    displayName: "Find, export and erase a person's data",
  },
  newsletterExport: {
    action: 'api::newsletter.export',
    category: 'Newsletter',
    subCategory: 'Subscribers',
    displayName: 'Export newsletter subscribers',
  },
  siteRebuild: {
    action: 'api::site.rebuild',
    category: 'Site',
    subCategory: 'Publishing',
    displayName: 'Rebuild the site now',
  },
} as const satisfies Record<string, AdminPermission>;
