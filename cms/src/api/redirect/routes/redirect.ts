import { factories } from '@strapi/strapi';

// Read by the site build with its API token (it writes `_redirects`); editors use the admin.
export default factories.createCoreRouter('api::redirect.redirect', { only: ['find', 'findOne'] });
