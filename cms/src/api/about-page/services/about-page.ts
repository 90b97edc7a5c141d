import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::about-page.about-page');
