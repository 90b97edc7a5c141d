/**
 * The Standard Webhooks headers of one try of a webhook, signed with the specification's own library
 * (standardwebhooks: HMAC-SHA256 over `id.timestamp.body`, docs/dependencies.md). Every try of a
 * webhook carries the same `webhook-id` (the receiver's key for "seen it already") and is signed
 * afresh with its own timestamp, as the specification asks, so a receiver that refuses old
 * timestamps (replays) still accepts a retry an hour later.
 */
import { Webhook } from 'standardwebhooks';

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The headers for sending `body` (the exact bytes sent) as message `id` at `at`. */
export function signedHeaders(secret: string, id: string, body: string, at = new Date()): SignedHeaders {
  return {
    'webhook-id': id,
    // The library signs the time in whole seconds: the header says the same number.
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
