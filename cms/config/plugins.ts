/**
 * Email goes through Strapi's email plugin. With SMTP_HOST set, the nodemailer provider sends the
 * lead notifications (src/notifications); without it, they wait in the outbox and the default
 * sendmail provider is never called (the worker does not start).
 *
 * Mail in transit is always encrypted unless the operator says otherwise: SMTP_SECURE=true is TLS
 * from the first byte (port 465); otherwise STARTTLS is required (nodemailer's requireTLS), so a
 * server that does not offer it, or a path that strips it, fails the send (the email stays in the
 * outbox with the error) instead of sending the lead and the SMTP password in clear.
 * SMTP_IGNORE_TLS=true turns this off, for a relay on the same host or a private network only.
 *
 * Uploads: with S3_BUCKET set they go to that S3-compatible bucket (src/contracts/uploads.ts, which
 * refuses incomplete settings); without it, Strapi's local provider keeps them in CMS_PUBLIC_DIR.
 * Either way the media library takes only the types src/uploads/rules.ts lists (docs/security.md#uploads).
 *
 * Scheduled publishing: strapi-plugin-publisher adds "Publish at" / "Unpublish at" to the edit view
 * of the types in SCHEDULABLE_TYPES (src/scheduling; src/extensions/publisher adjusts the plugin).
 */
import fs from 'node:fs';
import path from 'node:path';
import { publicDir } from '../src/secrets/secrets';
import { SCHEDULABLE_TYPES } from '../src/scheduling/schedulable';
import { cmsEnv } from '../src/config/env';
import { ALLOWED_MIME_TYPES } from '../src/uploads/rules';
import { MEDIA_UPLOAD_LIMITS } from '../src/middlewares/multipart-guard';

// Strapi's local upload provider refuses to start without its folder; an emptied or fresh checkout
// must still start.
fs.mkdirSync(path.join(publicDir(), 'uploads'), { recursive: true });

export default () => {
  const {
    uploads: s3,
    SMTP_HOST,
    SMTP_PORT,
    SMTP_USERNAME,
    SMTP_PASSWORD,
    SMTP_FROM,
    SMTP_REPLY_TO,
    SMTP_SECURE: secure,
    SMTP_IGNORE_TLS: ignoreTLS,
  } = cmsEnv();
  return {
    // Strapi's own type check takes the media library's list too (src/uploads, docs/security.md#uploads);
    // sizeLimit: one file's most (src/middlewares/multipart-guard.ts has the request's).
    upload: {
      config: {
        ...s3?.config,
        security: { allowedTypes: [...ALLOWED_MIME_TYPES] },
        sizeLimit: MEDIA_UPLOAD_LIMITS.fileBytes,
      },
    },
    publisher: {
      enabled: true,
      // The date picker offers every 5 minutes; src/scheduling/runner.ts runs due actions.
      config: { contentTypes: [...SCHEDULABLE_TYPES], components: { dateTimePicker: { step: 5 } } },
    },
    email: SMTP_HOST
      ? {
          config: {
            provider: 'nodemailer',
            providerOptions: {
              host: SMTP_HOST,
              port: SMTP_PORT,
              secure,
              ignoreTLS,
              requireTLS: !secure && !ignoreTLS,
              // A send must end well within the outbox's claim (NOTIFY_LEASE_MS, 5 minutes), or a
              // second instance could take the row over while it is still being sent.
              connectionTimeout: 30_000,
              greetingTimeout: 30_000,
              socketTimeout: 60_000,
              auth: SMTP_USERNAME ? { user: SMTP_USERNAME, pass: SMTP_PASSWORD } : undefined,
            },
            settings: {
              defaultFrom: SMTP_FROM,
              // Each lead email sets Reply-To to the visitor when their address is valid; otherwise none,
              // unless the firm names one here.
              defaultReplyTo: SMTP_REPLY_TO,
            },
          },
        }
      : {},
  };
};
