import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::chatbot-setting.chatbot-setting');
