import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::chatbot-setting.chatbot-setting');
