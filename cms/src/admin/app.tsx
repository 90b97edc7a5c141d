import type { StrapiApp } from '@strapi/strapi/admin';
import { Globe } from '@strapi/icons';

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
  bootstrap(_app: StrapiApp) {},
};
