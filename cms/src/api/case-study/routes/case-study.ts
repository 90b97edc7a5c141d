import { factories } from '@strapi/strapi';

// Site content is read by the site build with its API token; nothing is written through the content API.
export default factories.createCoreRouter('api::case-study.case-study', { only: ['find', 'findOne'] });
