/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ArchiveError,
  DEFAULT_PARAMETERS,
  HEADER_BYTES,
  archiveStart,
  createDecryptStream,
  createEncryptStream,
  decryptInto,
  encryptInto,
  isAuthenticatedArchive,
  type ArchiveParameters,
} from './backup-archive';

const KEY = 'a backup key of at least 32 characters!';
/** Small chunks and a cheap scrypt, so that an archive has many chunks and every byte can be tried. */
const SMALL: ArchiveParameters = { log2N: 10, r: 1, p: 1, chunkSize: 32 };
const TAG = 16;

/** Feeds `input` in pieces of `piece` bytes (streams cut data anywhere), collects the output. */
async function run(transform: NodeJS.ReadWriteStream, input: Buffer, piece = 7): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (let at = 0; at < input.length; at += piece) pieces.push(input.subarray(at, at + piece));
  const output: Buffer[] = [];
  await pipeline(Readable.from(pieces), transform, async (source: AsyncIterable<Buffer | string>) => {
    for await (const chunk of source) output.push(Buffer.from(chunk));
  });
  return Buffer.concat(output);
}

const encrypt = (plaintext: Buffer, params = SMALL, key = KEY) => run(createEncryptStream(key, params), plaintext);
const decrypt = (archive: Buffer, key = KEY, piece?: number) => run(createDecryptStream(key), archive, piece);
const refusal = (archive: Buffer, key = KEY) =>
  decrypt(archive, key).then(
    () => undefined,
    (error: unknown) => {
      if (!(error instanceof ArchiveError)) throw error;
      return error.reason;
    },
  );

const PLAINTEXT = crypto.randomBytes(32 * 5 + 11);

describe('the authenticated backup format', () => {
  it('round-trips any length, whatever the pieces it is read in', async () => {
    for (const length of [0, 1, 31, 32, 33, 64, 32 * 5 + 11]) {
      const plaintext = PLAINTEXT.subarray(0, length);
      const archive = await encrypt(plaintext);
      // A header, then ceil(length / 32) chunks (one, empty, for nothing), each with its tag.
      expect(archive.length).toBe(HEADER_BYTES + length + TAG * Math.max(1, Math.ceil(length / 32)));
      expect(isAuthenticatedArchive(archive)).toBe(true);
      for (const piece of [1, 5, 48, 4096]) expect(await decrypt(archive, KEY, piece)).toEqual(plaintext);
    }
  });

  it('holds no plaintext and differs every time (a fresh salt and nonce prefix per archive)', async () => {
    const plaintext = Buffer.from('contact_requests: ada@example.com '.repeat(20));
    const [first, second] = [await encrypt(plaintext), await encrypt(plaintext)];
    expect(first.includes(Buffer.from('ada@example.com'))).toBe(false);
    expect(first.subarray(13, 45).equals(second.subarray(13, 45))).toBe(false);
    expect(first.equals(second)).toBe(false);
  });

  it('refuses the archive with any one byte changed, anywhere', async () => {
    const archive = await encrypt(PLAINTEXT);
    const reasons = new Set<string | undefined>();
    for (let at = 0; at < archive.length; at++) {
      const changed = Buffer.from(archive);
      changed[at] ^= 1 << (at % 8);
      const reason = await refusal(changed);
      expect({ at, reason }).toEqual({ at, reason: expect.any(String) });
      reasons.add(reason);
    }
    // The magic (not this format), the version (unsupported), the key derivation's input (the key
    // check fails), the chunks (their tags), the last chunk (its end).
    expect([...reasons].sort()).toEqual(['altered', 'not-this-format', 'truncated', 'unsupported', 'wrong-key']);
  });

  it('refuses an archive cut anywhere, at a chunk boundary too', async () => {
    const archive = await encrypt(PLAINTEXT);
    for (let length = 0; length < archive.length; length++) {
      expect({ length, reason: await refusal(archive.subarray(0, length)) }).toEqual({
        length,
        reason: 'truncated',
      });
    }
    // Cut after whole chunks: each verifies, but the last one left was not sealed as the last.
    expect(await refusal(archive.subarray(0, HEADER_BYTES + 2 * (32 + TAG)))).toBe('truncated');
  });

  it('refuses the wrong key, before reading any chunk', async () => {
    const archive = await encrypt(PLAINTEXT);
    await expect(decrypt(archive, `${KEY}x`)).rejects.toThrow(/The key does not open it/);
    expect(await refusal(archive.subarray(0, HEADER_BYTES + 1), `${KEY}x`)).toBe('wrong-key');
  });

  it('refuses chunks reordered, repeated or dropped, and bytes added', async () => {
    const archive = await encrypt(PLAINTEXT);
    const header = archive.subarray(0, HEADER_BYTES);
    const chunks: Buffer[] = [];
    for (let at = HEADER_BYTES; at < archive.length; at += 32 + TAG) chunks.push(archive.subarray(at, at + 32 + TAG));
    expect(chunks).toHaveLength(6);
    const rebuilt = (order: number[]) => Buffer.concat([header, ...order.map((i) => chunks[i])]);
    expect(await decrypt(rebuilt([0, 1, 2, 3, 4, 5]))).toEqual(PLAINTEXT);
    expect(await refusal(rebuilt([1, 0, 2, 3, 4, 5]))).toBe('altered');
    expect(await refusal(rebuilt([0, 1, 2, 3, 5, 4]))).toBe('altered');
    expect(await refusal(rebuilt([0, 0, 1, 2, 3, 4, 5]))).toBe('altered');
    expect(await refusal(rebuilt([0, 2, 3, 4, 5]))).toBe('altered');
    // A byte added at the end: the last chunk, read with it, no longer verifies.
    expect(await refusal(Buffer.concat([archive, Buffer.from([0])]))).toBe('truncated');
    // Another archive's chunk, made with the same key: its header (salt, nonce prefix) differs.
    const other = await encrypt(PLAINTEXT);
    expect(
      await refusal(Buffer.concat([header, other.subarray(HEADER_BYTES, HEADER_BYTES + 32 + TAG), ...chunks.slice(1)])),
    ).toBe('altered');
  });

  it('passes on no byte of a chunk before it verifies', async () => {
    const archive = await encrypt(PLAINTEXT);
    const changed = Buffer.from(archive);
    changed[HEADER_BYTES + 2 * (32 + TAG) + 3] ^= 0xff;
    const output: Buffer[] = [];
    await expect(
      pipeline(Readable.from([changed]), createDecryptStream(KEY), async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) output.push(chunk);
      }),
    ).rejects.toThrow(/The chunk at byte 184 does not verify/);
    // At most the two chunks before it (the error may overtake them on their way out).
    const passed = Buffer.concat(output);
    expect(passed.length).toBeLessThanOrEqual(64);
    expect(passed).toEqual(PLAINTEXT.subarray(0, passed.length));
  });

  it('refuses a header naming a cost beyond its bounds', async () => {
    const archive = await encrypt(PLAINTEXT);
    const costly = Buffer.from(archive);
    costly[10] = 30; // log2 N: 2^30 would take 128 GiB
    expect(await refusal(costly)).toBe('altered');
    expect(() => createEncryptStream(KEY, { ...SMALL, log2N: 30 })).toThrow(RangeError);
  });

  it('tells Strapi`s own archives apart, and writes and reads files (the owner`s only)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-archive-'));
    try {
      const archive = path.join(dir, 'a.tar.gz.enc');
      await encryptInto(Readable.from([PLAINTEXT]), archive, KEY, SMALL);
      expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
      expect(isAuthenticatedArchive(archiveStart(archive))).toBe(true);
      await decryptInto(archive, path.join(dir, 'a.tar.gz'), KEY);
      expect(fs.readFileSync(path.join(dir, 'a.tar.gz'))).toEqual(PLAINTEXT);
      expect(fs.statSync(path.join(dir, 'a.tar.gz')).mode & 0o777).toBe(0o600);

      // Strapi's aes-128-ecb archives start with ciphertext, never this header.
      const legacy = path.join(dir, 'legacy.tar.gz.enc');
      fs.writeFileSync(legacy, crypto.randomBytes(64));
      expect(isAuthenticatedArchive(archiveStart(legacy))).toBe(false);
      await expect(decryptInto(legacy, path.join(dir, 'legacy.tar.gz'), KEY)).rejects.toThrow(
        /not an authenticated Meridian backup archive/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('derives its key with scrypt at N = 2^17, r = 8 by default', async () => {
    expect(DEFAULT_PARAMETERS).toEqual({ log2N: 17, r: 8, p: 1, chunkSize: 65536 });
    const archive = await encrypt(Buffer.from('x'), DEFAULT_PARAMETERS);
    expect([...archive.subarray(9, 13)]).toEqual([1, 17, 8, 1]);
    expect(await decrypt(archive)).toEqual(Buffer.from('x'));
  });
});
