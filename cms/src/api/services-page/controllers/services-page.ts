import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::services-page.services-page');
