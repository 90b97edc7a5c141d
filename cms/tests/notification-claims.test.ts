/**
 * The outbox's claim against a real database (issue 11): Strapi is loaded in this process on a fresh
 * database (SQLite, or PostgreSQL in that pass), and claims are raced directly, so the interleaving is certain rather than hoped for:
 * both claimants read the same due row before either writes, and only the conditional UPDATE
 * decides. Also: a claim that outlived its lease (the sender died mid-send) is taken over, and the
 * dead sender's late answer can no longer change the row.
 */
import type { Core } from '@strapi/strapi';
import { claimNext, deliver, enqueue, NOTIFICATION_UID } from '../src/notifications/outbox';
import type { QueuePolicy } from '../src/notifications/policy';
import { loadStrapi } from '../../tests/support/cms';

jest.setTimeout(300_000);

const policy: QueuePolicy = { pollMs: 100, backoffBaseMs: 1000, backoffMaxMs: 1000, maxAttempts: 5, leaseMs: 60_000 };
let strapi: Core.Strapi;

beforeAll(async () => {
  // No worker of its own (no SMTP): this test is the only claimant.
  strapi = await loadStrapi<Core.Strapi>('cms-claims-');
});

afterAll(async () => {
  await strapi?.destroy();
});

const rowOf = (id: number) => strapi.db.query(NOTIFICATION_UID).findOne({ where: { id } });

async function queue(count: number, prefix: string) {
  for (let i = 0; i < count; i += 1) {
    await enqueue(strapi, 'contact-request', { documentId: `${prefix}${i}`, name: `Lead ${prefix}${i}` });
  }
}

it('gives a due row to exactly one of several claimants racing for it', async () => {
  await queue(1, 'single-');
  const claims = await Promise.all([1, 2, 3, 4].map(() => claimNext(strapi, policy)));
  const won = claims.filter(Boolean);
  expect(won).toHaveLength(1);
  expect(await rowOf(won[0]!.id)).toMatchObject({ state: 'sending', attempts: 1, claimToken: won[0]!.token });
});

it('shares many rows among racing claimants without ever giving one row twice', async () => {
  await queue(6, 'many-');
  const claims = (await Promise.all(Array.from({ length: 12 }, () => claimNext(strapi, policy)))).filter(Boolean);
  const ids = claims.map((claim) => claim!.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(6);
  expect(await claimNext(strapi, policy)).toBeNull();
});

it('takes over a row whose sender stopped mid-send, and ignores that sender afterwards', async () => {
  await queue(1, 'crash-');
  // The claims' clock is injected rather than waited for: the first sender claims at `start` with a
  // lease of 1 ms; the next claimant looks a second later, when that lease has long run out and the
  // earlier tests' claims (a 60 s lease) still hold. The row is claimable again, one attempt later.
  const start = new Date();
  const first = await claimNext(strapi, { ...policy, leaseMs: 1 }, start);
  expect(first).not.toBeNull();
  const second = await claimNext(strapi, policy, new Date(start.getTime() + 1000));
  expect(second).toMatchObject({ id: first!.id, attempts: 2 });
  // The first sender comes back late: its outcome cannot touch the row another instance now holds.
  await deliver(strapi, first!, policy);
  expect(await rowOf(first!.id)).toMatchObject({ state: 'sending', claimToken: second!.token, lastError: null });
});
