/**
 * Stores what visitors submit, each kind of lead as its registry entry says (../../../contracts/leads.ts:
 * its content type, whether identical repeats are stored once). Every request is checked against
 * its kind's rules (../../../contracts/submission-rules.ts); a bad one is refused with Strapi's
 * standard ValidationError (400, each bad field named) before anything is written. A stored
 * lead is answered at once; its email goes out afterwards from the notification outbox. A newsletter
 * sign-up is handed to the newsletter's confirmed opt-in (../../newsletter) and always answered the
 * same way, so the answer never tells whether an address was already on the list.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../config/env';
import { capFromEnv, windowOf } from '../../../notifications/cap';
import { enqueue, isAnnounced } from '../../../notifications/outbox';
import { wakeNotificationWorker } from '../../../notifications/worker';
import { queueLeadCreated } from '../../../crm/queue';
import { countLead } from '../../../counts/store';
import { wakeCrmWorker } from '../../../crm/worker';
import { FORM_TOKEN_FIELD, FORM_TOKEN_MESSAGES, checkFormToken, formTokenKey, issueFormToken } from '../form-token';
import { repeatKeyOf } from '../repeat-key';
import { LEADS, type LeadKind } from '../../../contracts/leads';
import {
  HONEYPOT_FIELD,
  checkSubmission,
  cleanSubmission,
  MESSAGES,
  todayIso,
} from '../../../contracts/submission-rules';

export type SubmissionResult =
  | {
      /** 201 when a row was written, 200 when an earlier identical one answers (a retried transcript). */
      status: 200 | 201;
      data: { documentId: string; createdAt: string };
    }
  | typeof SUBSCRIPTION_ACCEPTED;

/** The one answer to every valid newsletter sign-up: new, pending, confirmed or a bot's alike. */
export const SUBSCRIPTION_ACCEPTED = { status: 202, data: { status: 'pending' } } as const;

function fail(fieldErrors: Record<string, string>): never {
  const list = Object.entries(fieldErrors).map(([field, message]) => ({
    path: [field],
    message,
    name: 'ValidationError',
  }));
  const summary = list.length === 1 ? '1 field is invalid' : `${list.length} fields are invalid`;
  throw new errors.ValidationError(`${summary}: ${Object.keys(fieldErrors).join(', ')}`, { errors: list });
}

/** What a bot that filled the honeypot is told: the shape of a real answer, nothing stored. */
function decoy(): SubmissionResult {
  return {
    status: 201,
    data: { documentId: crypto.randomBytes(12).toString('hex').slice(0, 24), createdAt: new Date().toISOString() },
  };
}

/** What the answer tells of a stored lead (Strapi types its timestamps as possibly null). */
type Stored = { documentId: string; createdAt?: string | number | Date | null };

const answer = (status: 200 | 201, doc: Stored): SubmissionResult => ({
  status,
  data: { documentId: doc.documentId, createdAt: new Date(doc.createdAt ?? Date.now()).toISOString() },
});

export interface SubmitOptions {
  /** The Idempotency-Key request header; wins over the body's `idempotencyKey`. */
  idempotencyKey?: string;
  /** Whose budget the request drew on (../budget-key.ts): identical repeats from it are stored once,
   * and a form token is good only from the client it was issued to. */
  client?: string;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  // APP_KEYS are shared by every instance behind a load balancer, so any of them checks any token.
  const tokenKey = formTokenKey(strapi.config.get<string[]>('server.app.keys')[0]);
  // Read once, when the CMS starts, not on every submission.
  // FORM_MIN_SECONDS: how soon after its form token a submission is too fast for a person;
  // SUBMISSION_REPEAT_WINDOW: how long identical repeats from one client are stored once.
  const minMs = cmsEnv().FORM_MIN_SECONDS * 1000;
  // FORM_TOKEN_TTL_SECONDS: how long a form token is good for.
  const ttlMs = cmsEnv().FORM_TOKEN_TTL_SECONDS * 1000;
  const repeatWindow = cmsEnv().SUBMISSION_REPEAT_WINDOW;
  const capWindowMs = capFromEnv().windowMs;
  /** The row an insert collided with (same transcript key, same repeat key), if any. */
  const findDuplicate = (kind: LeadKind, data: Record<string, unknown>) => {
    if (kind === 'chatbot-transcript' && data.idempotencyKey) {
      return strapi.documents(LEADS[kind].uid).findFirst({ filters: { idempotencyKey: data.idempotencyKey } });
    }
    // The key is a private attribute, which the document service's filters refuse: the query engine.
    if (data.repeatKey) return strapi.db.query(LEADS[kind].uid).findOne({ where: { repeatKey: data.repeatKey } });
    return Promise.resolve(null);
  };

  return {
    /** A fresh token for `client` (its budget key), how long the site should wait before sending with
     * it (FORM_MIN_SECONDS: the site's own forms never send too fast, so no person's lead is ever
     * refused by that rule) and how long it is good for (the site renews it before then). */
    issueFormToken: (client: string) => ({ token: issueFormToken(tokenKey, client), waitMs: minMs, ttlMs }),

    async submit(kind: LeadKind, body: unknown, options: SubmitOptions = {}): Promise<SubmissionResult> {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new errors.ValidationError('The body must be a JSON object', {
          errors: [{ path: [], message: 'The body must be a JSON object', name: 'ValidationError' }],
        });
      }
      const input = { ...(body as Record<string, unknown>) };
      if (kind === 'chatbot-transcript' && options.idempotencyKey !== undefined)
        input.idempotencyKey = options.idempotencyKey;
      const fieldErrors = checkSubmission(kind, input);
      if (Object.keys(fieldErrors).length > 0) fail(fieldErrors);

      const honeypot = input[HONEYPOT_FIELD];
      // A filled honeypot, a forged token, or one used faster than a person could: a script, answered
      // as if stored.
      const verdict = checkFormToken(tokenKey, input[FORM_TOKEN_FIELD], {
        client: options.client ?? 'unknown',
        minMs,
        ttlMs,
      });
      const filled = typeof honeypot === 'string' && honeypot.trim() !== '';
      if (filled || verdict === 'forged' || verdict === 'too-fast') {
        return kind === 'subscription' ? SUBSCRIPTION_ACCEPTED : decoy();
      }
      // A person's token gone stale, or carried to another network: said plainly, so the site fetches
      // a fresh one and sends again.
      if (verdict === 'expired' || verdict === 'other-client')
        fail({ [FORM_TOKEN_FIELD]: FORM_TOKEN_MESSAGES[verdict] });

      const data: Record<string, unknown> = cleanSubmission(kind, input);
      if (kind === 'subscription') {
        // The spec's `date` is the day of signing up, set here whatever the body says.
        await strapi
          .service('api::newsletter.newsletter')
          .subscribe({ ...data, email: data.email as string, date: todayIso() });
        return SUBSCRIPTION_ACCEPTED;
      }

      if (kind === 'contact-request' && data.service) {
        const known = await strapi.documents('api::service.service').count({
          filters: { slug: data.service },
          status: 'published',
        });
        if (known === 0) fail({ service: MESSAGES.service });
      }

      if (LEADS[kind].repeatsStoredOnce && options.client) {
        data.repeatKey = repeatKeyOf(kind, options.client, cleanSubmission(kind, input), {
          windowSeconds: repeatWindow,
        });
      }

      // Insert first and let the database's unique index (../indexes.ts) decide between concurrent
      // repeats: a lookup before the insert would let two simultaneous requests both pass.
      let created: Stored;
      try {
        created = await strapi.db.transaction(async () => {
          const stored = await strapi.documents(LEADS[kind].uid).create({ data: data as never });
          // The email is queued with the lead, atomically, and sent after the answer (src/notifications).
          // Without a form token it did not come through the site's own forms: announced in the digest
          // at the end of the window, never on its own (../form-token.ts).
          const heldUntil = verdict === 'none' ? windowOf(new Date(), capWindowMs).end : undefined;
          if (await isAnnounced(strapi, kind)) await enqueue(strapi, kind, stored, { heldUntil });
          // And the CRM's webhook, when one is configured (../../../crm): a stored lead always has it queued.
          await queueLeadCreated(strapi, kind, stored);
          return stored;
        });
      } catch (error) {
        const existing = await findDuplicate(kind, data);
        // A retry (same idempotency key, same address) is told it was stored before (200); an
        // identical repeat is answered exactly as if stored now (201), and nothing more is stored or sent.
        if (existing) return answer(data.repeatKey ? 201 : 200, existing);
        throw error;
      }
      wakeNotificationWorker();
      wakeCrmWorker();
      // A conversion, counted against where its visit came from (src/counts); a repeat or a decoy is not.
      await countLead(strapi, kind, data);
      return answer(201, created);
    },
  };
};
