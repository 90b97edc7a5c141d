/**
 * The key that signs subscribers' links (./tokens.ts): NEWSLETTER_TOKEN_SECRET when the operator sets
 * one, else derived (HKDF) from the CMS's ENCRYPTION_KEY, which every instance of one site already
 * shares, so links signed by one instance work on all, and no new secret has to be kept. Changing
 * either one invalidates every link already emailed. Both follow the one rule for secrets (32+
 * characters, ../contracts/secret-file.ts): a short NEWSLETTER_TOKEN_SECRET stops the start when the
 * configuration is read (../config/env.ts), ENCRYPTION_KEY is checked by ../secrets/secrets.ts.
 */
import crypto from 'node:crypto';
import { cmsEnv } from '../config/env';
import { secret } from '../secrets/secrets';

let cached: { source: string; key: Buffer } | undefined;

/** The signing key made from a secret (exported for the browser test, which signs links itself). */
export function deriveNewsletterKey(source: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', source, '', 'newsletter subscriber links v1', 32));
}

export function newsletterKey(): Buffer {
  const source = cmsEnv().NEWSLETTER_TOKEN_SECRET || secret('ENCRYPTION_KEY');
  if (cached?.source !== source) cached = { source, key: deriveNewsletterKey(source) };
  return cached.key;
}
