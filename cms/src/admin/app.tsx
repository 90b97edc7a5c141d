import type { StrapiApp } from '@strapi/strapi/admin';
import { Globe } from '@strapi/icons';
import { NewsletterExport } from './NewsletterExport';

export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    // The live site's state on the admin's home page (SiteStatusWidget.tsx).
    app.widgets.register({
      id: 'site-status',
      icon: Globe,
      title: { id: 'site-status.widget.title', defaultMessage: 'Live site' },
      component: async () => (await import('./SiteStatusWidget')).SiteStatusWidget,
    });
  },
  bootstrap(app: StrapiApp) {
    // "Export confirmed subscribers (CSV)" above the Subscription list (NewsletterExport.tsx).
    app.getPlugin('content-manager').injectComponent('listView', 'actions', {
      name: 'newsletter-export',
      Component: NewsletterExport,
    });
  },
};
