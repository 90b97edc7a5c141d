/**
 * @jest-environment node
 *
 * The CRM webhooks' rules (./rules.ts), their signing (./signing.ts) and their configuration.
 */
import { Webhook } from 'standardwebhooks';
import { parseCmsEnv } from '../config/env';
import { LEADS, LEAD_KINDS } from '../contracts/leads';
import {
  CRM_FIELDS,
  type DeliveryRow,
  deliveryOf,
  deliveryText,
  isPermanentRefusal,
  leadCreated,
  REFUSAL_TRIES,
  personErased,
  sentToCrm,
  statusChanged,
} from './rules';
import { signedHeaders } from './signing';

const NOW = new Date('2026-12-04T10:00:00.000Z');
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

describe('what the CRM is sent', () => {
  it('lists, for each kind it gets, only fields the visitor sends (never the CMS’s own keys)', () => {
    for (const kind of LEAD_KINDS) {
      const listed = CRM_FIELDS[kind];
      if (!listed) continue;
      for (const field of listed) expect(Object.keys(LEADS[kind].fields)).toContain(field);
      for (const internal of ['idempotencyKey', 'repeatKey', 'confirmNonce', 'id'])
        expect(listed).not.toContain(internal);
    }
    // Newsletter subscribers consented to the newsletter, not to a sales follow-up.
    expect(sentToCrm('subscription')).toBe(false);
    for (const kind of ['contact-request', 'event-request', 'chatbot-transcript'] as const)
      expect([kind, sentToCrm(kind)]).toEqual([kind, true]);
  });

  it('builds lead.created from the listed fields alone, each present, null when not given', () => {
    const lead = {
      id: 7,
      documentId: 'abc123',
      createdAt: '2026-12-04T09:59:00.000Z',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Please call me.',
      lang: 'en',
      utmSource: 'linkedin',
      repeatKey: 'secret-key',
      publishedAt: NOW,
    };
    const message = leadCreated('contact-request', lead, { adminUrl: 'https://cms.example/admin/leads/x', now: NOW });
    expect(message).toEqual({
      type: 'lead.created',
      timestamp: NOW.toISOString(),
      data: {
        kind: 'contact-request',
        id: 'abc123',
        createdAt: '2026-12-04T09:59:00.000Z',
        status: 'new',
        adminUrl: 'https://cms.example/admin/leads/x',
        fields: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: null,
          company: null,
          service: null,
          message: 'Please call me.',
          lang: 'en',
          landingPage: null,
          referrer: null,
          utmSource: 'linkedin',
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
        },
      },
    });
    expect(JSON.stringify(message)).not.toContain('secret-key');
    expect(leadCreated('subscription', { documentId: 'x', email: 'a@b.co' }, { adminUrl: null })).toBeNull();
  });

  it('builds lead.status_changed without who changed it, and person.erased with the address and lead ids only', () => {
    expect(statusChanged('event-request', 'e1', { from: 'new', to: 'won' }, NOW)).toEqual({
      type: 'lead.status_changed',
      timestamp: NOW.toISOString(),
      data: { kind: 'event-request', id: 'e1', previousStatus: 'new', status: 'won', changedAt: NOW.toISOString() },
    });
    expect(statusChanged('subscription', 's1', { from: 'new', to: 'won' }, NOW)).toBeNull();
    expect(personErased('ada@example.com', [{ kind: 'contact-request', id: 'abc123' }], NOW)).toEqual({
      type: 'person.erased',
      timestamp: NOW.toISOString(),
      data: {
        email: 'ada@example.com',
        leads: [{ kind: 'contact-request', id: 'abc123' }],
        erasedAt: NOW.toISOString(),
      },
    });
  });
});

describe('signing (Standard Webhooks, checked with the specification’s own library)', () => {
  const body = JSON.stringify(personErased('ada@example.com', [], NOW));

  it('signs what a receiver verifies; a retry keeps its id with a new timestamp and signature', () => {
    const receiver = new Webhook(SECRET);
    const first = signedHeaders(SECRET, 'msg_1', body, new Date());
    const retry = signedHeaders(SECRET, 'msg_1', body, new Date(Date.now() + 60_000));
    for (const headers of [first, retry]) expect(receiver.verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(retry['webhook-id']).toBe(first['webhook-id']);
    expect(retry['webhook-timestamp']).not.toBe(first['webhook-timestamp']);
    expect(retry['webhook-signature']).not.toBe(first['webhook-signature']);
    expect(first['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  });

  it('is refused for another body, another id, another secret or an old timestamp', () => {
    const headers = signedHeaders(SECRET, 'msg_1', body);
    const receiver = new Webhook(SECRET);
    expect(() => receiver.verify(`${body} `, { ...headers })).toThrow();
    expect(() => receiver.verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 8).toString('base64')}`).verify(body, { ...headers })).toThrow();
    const old = signedHeaders(SECRET, 'msg_1', body, new Date(Date.now() - 10 * 60_000));
    expect(() => receiver.verify(body, { ...old })).toThrow();
  });
});

describe('a lead’s delivery, as the lead desk shows it', () => {
  const row = (over: Partial<DeliveryRow>): DeliveryRow => ({
    event: 'lead.created',
    state: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    deliveredAt: '2026-12-04T10:00:00.000Z',
    lastError: null,
    lastStatus: 200,
    ...over,
  });
  const when = (iso: string) => iso.slice(11, 16);

  it('is the worst of its events: failed, failing, pending, then delivered (the latest)', () => {
    expect(deliveryOf([])).toBeNull();
    const delivered = [row({}), row({ event: 'lead.status_changed', deliveredAt: '2026-12-04T11:00:00.000Z' })];
    expect(deliveryOf(delivered)).toEqual({
      state: 'delivered',
      events: 2,
      at: '2026-12-04T11:00:00.000Z',
      lastError: null,
      attempts: 1,
    });
    const failing = row({
      state: 'pending',
      attempts: 3,
      deliveredAt: null,
      nextAttemptAt: '2026-12-04T12:00:00.000Z',
      lastError: 'The CRM answered 500.',
    });
    expect(deliveryOf([...delivered, failing])).toMatchObject({ state: 'failing', at: '2026-12-04T12:00:00.000Z' });
    expect(deliveryText(deliveryOf([failing]), when)).toBe(
      'Failing after 3 tries: The CRM answered 500. Next try 12:00.',
    );
    const failed = row({ state: 'failed', attempts: 300, deliveredAt: null, lastError: 'fetch failed: ECONNREFUSED' });
    expect(deliveryOf([failing, failed])).toMatchObject({ state: 'failed', lastError: 'fetch failed: ECONNREFUSED' });
    expect(deliveryText(deliveryOf([failed]), when)).toBe('Failed after 300 tries: fetch failed: ECONNREFUSED');
    expect(deliveryText(deliveryOf([row({ state: 'sending', attempts: 1, deliveredAt: null })]), when)).toBe(
      'Waiting to be sent',
    );
    expect(deliveryText(deliveryOf(delivered), when)).toBe('Delivered 11:00');
    expect(deliveryText(null, when)).toBe('Not sent');
  });

  it('says refused, before any other state, for an event the CRM refused as wrong and that was given up', () => {
    const refused = row({
      state: 'failed',
      attempts: REFUSAL_TRIES,
      deliveredAt: null,
      lastStatus: 422,
      lastError: 'The CRM answered 422 Unprocessable Entity.',
    });
    const failed = row({
      state: 'failed',
      attempts: 300,
      deliveredAt: null,
      lastStatus: 500,
      lastError: 'The CRM answered 500.',
    });
    expect(deliveryOf([failed, refused])).toMatchObject({ state: 'refused', at: null, attempts: REFUSAL_TRIES });
    expect(deliveryText(deliveryOf([refused]), when)).toBe(
      'Refused by the CRM after 3 tries: The CRM answered 422 Unprocessable Entity.',
    );
    // Still being retried after a 422: failing, not yet refused.
    expect(deliveryOf([{ ...refused, state: 'pending', attempts: 1 }])?.state).toBe('failing');
  });

  it('takes a 4xx other than 408 and 429 as a permanent refusal', () => {
    expect([400, 401, 403, 404, 410, 413, 422, 499].every(isPermanentRefusal)).toBe(true);
    expect([null, undefined, 200, 301, 408, 429, 500, 502, 503].some(isPermanentRefusal)).toBe(false);
  });
});

describe('the CRM’s configuration', () => {
  const url = 'https://crm.example/hooks/';

  it('takes an https address as given, with a whsec_ secret, and stops the start naming what is wrong', () => {
    expect(parseCmsEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET })).toMatchObject({
      LEAD_WEBHOOK_URL: url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_WEBHOOK_TIMEOUT_MS: 15000,
      LEAD_WEBHOOK_MAX_ATTEMPTS: 300,
    });
    expect(
      parseCmsEnv({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:8080/x', LEAD_WEBHOOK_SECRET: SECRET }).LEAD_WEBHOOK_URL,
    ).toBe('http://127.0.0.1:8080/x');
    expect(() => parseCmsEnv({ LEAD_WEBHOOK_URL: 'http://crm.example/hooks', LEAD_WEBHOOK_SECRET: SECRET })).toThrow(
      /^Configuration: LEAD_WEBHOOK_URL must be an https:\/\/ address/,
    );
    expect(() => parseCmsEnv({ LEAD_WEBHOOK_URL: url })).toThrow(/LEAD_WEBHOOK_URL is set without LEAD_WEBHOOK_SECRET/);
    for (const bad of ['a-plain-secret-of-enough-length-1234567890', 'whsec_short', `whsec_${'*'.repeat(40)}`]) {
      let message = '';
      try {
        parseCmsEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Configuration: LEAD_WEBHOOK_SECRET must be `whsec_`/);
      expect(message).not.toContain(bad);
    }
    expect(() =>
      parseCmsEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET, LEAD_WEBHOOK_TIMEOUT_MS: '300000' }),
    ).toThrow(/LEAD_WEBHOOK_TIMEOUT_MS must be shorter than NOTIFY_LEASE_MS/);
  });
});
