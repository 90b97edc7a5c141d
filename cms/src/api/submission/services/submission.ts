/**
 * Stores what visitors submit. Every request is checked against ./rules.ts; a bad one is refused with
 * Strapi's standard ValidationError (400, each bad field named) before anything is written.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  HONEYPOT_FIELD,
  type SubmissionKind,
  checkSubmission,
  cleanSubmission,
  MESSAGES,
  todayIso,
} from '../rules';

const CONTENT_TYPES = {
  contactRequest: 'api::contact-request.contact-request',
  eventRequests: 'api::event-request.event-request',
  subscribtions: 'api::subscription.subscription',
  chatbot: 'api::chatbot-transcript.chatbot-transcript',
} as const satisfies Record<SubmissionKind, string>;

export interface SubmissionResult {
  /** 201 when a row was written, 200 when an earlier identical one answers (retry, re-subscribe). */
  status: 200 | 201;
  data: { documentId: string; createdAt: string };
}

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

const answer = (status: 200 | 201, doc: { documentId: string; createdAt?: string | number | Date }): SubmissionResult => ({
  status,
  data: { documentId: doc.documentId, createdAt: new Date(doc.createdAt).toISOString() },
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(kind: SubmissionKind, body: unknown): Promise<SubmissionResult> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new errors.ValidationError('The body must be a JSON object', {
        errors: [{ path: [], message: 'The body must be a JSON object', name: 'ValidationError' }],
      });
    }
    const input = body as Record<string, unknown>;
    const fieldErrors = checkSubmission(kind, input);
    if (Object.keys(fieldErrors).length > 0) fail(fieldErrors);

    const honeypot = input[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return decoy();

    const data: Record<string, unknown> = cleanSubmission(kind, input);
    const uid = CONTENT_TYPES[kind];
    const documents = strapi.documents(uid);

    if (kind === 'contactRequest' && data.service) {
      const known = await strapi.documents('api::service.service').count({
        filters: { slug: data.service },
        status: 'published',
      });
      if (known === 0) fail({ service: MESSAGES.service });
    }

    if (kind === 'subscribtions') {
      data.date = todayIso();
      const existing = await documents.findFirst({ filters: { email: { $eqi: data.email } } });
      if (existing) return answer(200, existing);
    }

    if (kind === 'chatbot') {
      const existing = await documents.findFirst({ filters: { idempotencyKey: data.idempotencyKey } });
      if (existing) return answer(200, existing);
    }

    const created = await documents.create({ data: data as never });
    if (kind === 'chatbot') {
      await strapi.service('api::submission.notify').transcriptStored(created.documentId);
    }
    return answer(201, created);
  },
});
