/**
 * Email goes through Strapi's email plugin. With SMTP_HOST set, the nodemailer provider sends real
 * mail (used for chat transcripts); without it, the default sendmail provider is never called because
 * nothing is sent (see src/api/types/services/notify.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { publicDir } from '../src/utils/secrets';

// Strapi's local upload provider refuses to start without its folder; an emptied or fresh checkout
// must still start.
fs.mkdirSync(path.join(publicDir(), 'uploads'), { recursive: true });

export default ({ env }) => ({
  email: env('SMTP_HOST')
    ? {
        config: {
          provider: 'nodemailer',
          providerOptions: {
            host: env('SMTP_HOST'),
            port: env.int('SMTP_PORT', 587),
            secure: env.bool('SMTP_SECURE', false),
            ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
            auth: env('SMTP_USERNAME')
              ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') }
              : undefined,
          },
          settings: {
            defaultFrom: env('SMTP_FROM', 'website@meridianworks.example'),
            defaultReplyTo: env('SMTP_REPLY_TO', 'website@meridianworks.example'),
          },
        },
      }
    : {},
});
