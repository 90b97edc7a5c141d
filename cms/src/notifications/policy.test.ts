import { parseCmsEnv } from '../config/env';
import { afterFailure, backoffMs, claimableWhere, parseRecipients, policyFromEnv, recipientsFor } from './policy';

const policyFrom = (env: NodeJS.ProcessEnv) => policyFromEnv(parseCmsEnv(env));

const policy = { backoffBaseMs: 1000, backoffMaxMs: 10_000, maxAttempts: 5 };
const NOW = new Date('2026-11-24T10:00:00Z');

describe('notification queue policy', () => {
  it('doubles the wait after each failure, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map((attempts) => backoffMs(attempts, policy))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('tries again later until the last attempt, then gives up', () => {
    expect(afterFailure(1, NOW, policy)).toEqual({ state: 'pending', nextAttemptAt: new Date(NOW.getTime() + 1000) });
    expect(afterFailure(4, NOW, policy)).toEqual({ state: 'pending', nextAttemptAt: new Date(NOW.getTime() + 8000) });
    expect(afterFailure(5, NOW, policy)).toEqual({ state: 'failed', nextAttemptAt: null });
  });

  it('reads its settings from the configuration, which refuses nonsense naming the variable', () => {
    expect(policyFrom({ NOTIFY_POLL_MS: '200', NOTIFY_BACKOFF_BASE_MS: '50', NOTIFY_MAX_ATTEMPTS: '3' })).toEqual({
      pollMs: 200,
      backoffBaseMs: 50,
      backoffMaxMs: 300_000,
      maxAttempts: 3,
      leaseMs: 300_000,
    });
    expect(policyFrom({})).toMatchObject({ pollMs: 5000, leaseMs: 300_000 });
    expect(() => policyFrom({ NOTIFY_POLL_MS: 'soon' })).toThrow(/^Configuration: NOTIFY_POLL_MS .*"soon"/);
    expect(() => policyFrom({ NOTIFY_LEASE_MS: '-5' })).toThrow(/^Configuration: NOTIFY_LEASE_MS .*"-5"/);
  });

  it('claims rows that are pending and due, or whose sender stopped mid-send', () => {
    expect(claimableWhere(NOW)).toEqual({
      $or: [
        { state: 'pending', $or: [{ nextAttemptAt: { $null: true } }, { nextAttemptAt: { $lte: NOW } }] },
        { state: 'sending', claimedUntil: { $lt: NOW } },
      ],
    });
  });

  it("takes the editors' recipients, each once, dropping what is not an address", () => {
    expect(parseRecipients(' sales@firm.example,\nEvents@Firm.example; sales@FIRM.example  nonsense <x@y.z>')).toEqual([
      'sales@firm.example',
      'Events@Firm.example',
    ]);
    expect(parseRecipients(null)).toEqual([]);
  });

  it("falls back to the firm's contact email when no recipients are set", () => {
    expect(recipientsFor('', 'hello@firm.example')).toEqual(['hello@firm.example']);
    expect(recipientsFor('a@firm.example', 'hello@firm.example')).toEqual(['a@firm.example']);
    expect(recipientsFor('not an address', undefined)).toEqual([]);
  });
});
