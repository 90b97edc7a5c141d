/**
 * Identical repeats of a contact or event request, sent again and again from one client, are stored
 * once: each request carries a key made of the client (its budget key, ./budget-key.ts), the kind, the
 * exact stored text and the window it falls in, and a UNIQUE index (./indexes.ts) refuses a second row
 * with the same key. The repeat is answered as if stored, with the first row, and is never emailed.
 * The key is a one-way hash: it holds neither the address nor the text, and goes with the row when the
 * row is erased. A person who sends the same request again the next window is stored again.
 */
import crypto from 'node:crypto';

/** SUBMISSION_REPEAT_WINDOW default: a day. */
export const REPEAT_WINDOW_SECONDS_DEFAULT = 24 * 60 * 60;

/** The same JSON for the same values, whatever order the fields came in. */
function canonical(data: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(data)
      .sort()
      .map((key) => [key, data[key]]),
  );
}

export function repeatKeyOf(
  kind: string,
  client: string,
  data: Record<string, unknown>,
  { now = Date.now(), windowSeconds = REPEAT_WINDOW_SECONDS_DEFAULT }: { now?: number; windowSeconds?: number } = {},
): string {
  const window = Math.floor(now / (windowSeconds * 1000));
  const digest = crypto
    .createHash('sha256')
    .update([kind, client, canonical(data)].join('\n'))
    .digest('base64url');
  return `${window}:${digest}`;
}
