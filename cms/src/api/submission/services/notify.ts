/**
 * Emails a stored chat transcript to the firm when SMTP is configured (SMTP_HOST and friends, see
 * config/plugins.ts). Mail is a courtesy: the transcript is already stored, so a failed send is
 * logged and never turns the visitor's request into an error.
 */
import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async transcriptStored(documentId: string): Promise<void> {
    if (!process.env.SMTP_HOST) return;
    const uid = 'api::chatbot-transcript.chatbot-transcript';
    try {
      const transcript = await strapi.documents(uid).findOne({ documentId });
      const global = await strapi.documents('api::global.global').findFirst({ status: 'published' });
      const to = process.env.TRANSCRIPT_EMAIL_TO || global?.contactEmail;
      if (!transcript || !to) return;
      const questions = (transcript.questions as string[]) ?? [];
      const lines = [
        'A visitor ended a conversation with the website chatbot.',
        '',
        `Name: ${transcript.name || '-'}`,
        `Email: ${transcript.email || '-'}`,
        `Phone: ${transcript.phone || '-'}`,
        `Industry: ${transcript.industry || '-'}`,
        `Language: ${transcript.lang}`,
        '',
        'Questions, in the order asked:',
        ...(questions.length ? questions.map((q, i) => `${i + 1}. ${q}`) : ['(none)']),
      ];
      await strapi.plugin('email').service('email').send({
        to,
        subject: `Chatbot transcript from ${transcript.name || transcript.email || transcript.phone}`,
        text: lines.join('\n'),
      });
      await strapi.documents(uid).update({ documentId, data: { emailedAt: new Date().toISOString() } as never });
    } catch (error) {
      strapi.log.error(`Could not email chatbot transcript ${documentId}: ${(error as Error).message}`);
    }
  },
});
