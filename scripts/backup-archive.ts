/**
 * The backups' encrypted format (docs/backups.md, "The archive format"): authenticated encryption of
 * the Strapi export stream, so a changed, cut, reordered or wrongly keyed archive is refused before
 * anything is restored. Node's own crypto only (no dependency).
 *
 * An archive is a header, then the export in chunks:
 *
 *   header  = "MWBACKUP" | version (1) | kdf (1 = scrypt) | log2 N | r | p | salt (32 bytes)
 *             | chunk size (uint32 BE) | nonce prefix (7 bytes) | key check (32 bytes)
 *   chunk i = AES-256-GCM(key, nonce = prefix | i (uint32 BE) | last (0 or 1), AAD = header) | tag (16)
 *
 * - The salt is random per archive, so every archive has its own key from scrypt (N = 2^17, r = 8,
 *   p = 1: 128 MiB and about a second to try one guess); the parameters travel in the header, and
 *   a reader accepts only parameters within bounds, so a crafted header cannot make it spend
 *   unbounded memory.
 * - The key check is an HMAC of the header under a second key from the same derivation: a wrong key
 *   is told apart from a changed archive before any chunk is read (and it commits the archive to
 *   one key, which GCM alone does not).
 * - Each chunk's nonce carries its position and whether it is the last (a STREAM construction):
 *   reordered or dropped chunks fail their tag, and an archive cut at a chunk's end fails because
 *   that chunk was not sealed as the last. The header is every chunk's additional data, so a
 *   changed parameter fails too. A chunk's plaintext is passed on only once its tag is verified.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('MWBACKUP', 'ascii');
const VERSION = 1;
const KDF_SCRYPT = 1;
const SALT_BYTES = 32;
const PREFIX_BYTES = 7;
const CHECK_BYTES = 32;
export const TAG_BYTES = 16;
/** The header up to the key check, which is an HMAC of it. */
const FIELDS_BYTES = MAGIC.length + 5 + SALT_BYTES + 4 + PREFIX_BYTES;
export const HEADER_BYTES = FIELDS_BYTES + CHECK_BYTES;

export interface ArchiveParameters {
  /** scrypt's cost, as log2 N. */
  log2N: number;
  r: number;
  p: number;
  /** Plaintext bytes per chunk. */
  chunkSize: number;
}

/** What `npm run backup` writes: scrypt's cost at RFC 7914's interactive-login figure times 8. */
export const DEFAULT_PARAMETERS: ArchiveParameters = { log2N: 17, r: 8, p: 1, chunkSize: 64 * 1024 };

/** What a reader accepts from a header: at most 128 MiB * 16 of scrypt memory (128 * r * N bytes)
 * and 16 MiB chunks, so a crafted header cannot exhaust the machine. A low cost is no risk to the
 * reader (forging an archive still takes the key), and lets the tests try every byte quickly. */
const LIMITS = { log2N: [10, 20], r: [1, 16], p: [1, 4], chunkSize: [1, 16 * 1024 * 1024] } as const;

/** An archive this format refuses: changed, cut, not this format, or opened with the wrong key. */
export class ArchiveError extends Error {
  constructor(
    message: string,
    readonly reason: 'not-this-format' | 'wrong-key' | 'altered' | 'truncated' | 'unsupported',
  ) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** Whether `bytes` (an archive's first bytes) start like this format. */
export const isAuthenticatedArchive = (bytes: Buffer): boolean =>
  bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);

function withinLimits(params: ArchiveParameters): boolean {
  return (Object.keys(LIMITS) as Array<keyof typeof LIMITS>).every(
    (name) => Number.isInteger(params[name]) && params[name] >= LIMITS[name][0] && params[name] <= LIMITS[name][1],
  );
}

/** 32 bytes of AES key and 32 of key-check key, from the passphrase and the archive's salt. */
async function deriveKeys(passphrase: string, salt: Buffer, { log2N, r, p }: ArchiveParameters) {
  const N = 2 ** log2N;
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(passphrase, salt, 64, { N, r, p, maxmem: 256 * r * N }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return { key: derived.subarray(0, 32), checkKey: derived.subarray(32) };
}

const keyCheck = (checkKey: Buffer, fields: Buffer): Buffer =>
  crypto.createHmac('sha256', checkKey).update(fields).digest();

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  if (index > 0xffffffff) throw new ArchiveError('The archive is too large for its chunk counter.', 'unsupported');
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeUInt32BE(index, PREFIX_BYTES);
  value[11] = last ? 1 : 0;
  return value;
}

/** A stream that encrypts what it is given into an archive of this format. */
export function createEncryptStream(passphrase: string, params: ArchiveParameters = DEFAULT_PARAMETERS): Transform {
  if (!withinLimits(params)) throw new RangeError('Archive parameters out of bounds');
  const salt = crypto.randomBytes(SALT_BYTES);
  const prefix = crypto.randomBytes(PREFIX_BYTES);
  const fields = Buffer.alloc(FIELDS_BYTES);
  let at = MAGIC.copy(fields, 0);
  for (const byte of [VERSION, KDF_SCRYPT, params.log2N, params.r, params.p]) fields[at++] = byte;
  at += salt.copy(fields, at);
  at = fields.writeUInt32BE(params.chunkSize, at);
  prefix.copy(fields, at);
  const keys = deriveKeys(passphrase, salt, params);
  // Unhandled until the first write awaits it: a failed derivation surfaces as the stream's error.
  keys.catch(() => undefined);

  let header: Buffer | undefined;
  let key: Buffer;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;

  const seal = (plaintext: Buffer, last: boolean): Buffer => {
    const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce(prefix, index++, last));
    cipher.setAAD(header!);
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  };
  const start = async (stream: Transform) => {
    if (header) return;
    const derived = await keys;
    key = derived.key;
    header = Buffer.concat([fields, keyCheck(derived.checkKey, fields)]);
    stream.push(header);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      start(this).then(() => {
        pending.push(chunk);
        pendingBytes += chunk.length;
        // A chunk is sealed as not-last only once more data is known to follow it.
        if (pendingBytes > params.chunkSize) {
          let buffered = Buffer.concat(pending);
          while (buffered.length > params.chunkSize) {
            this.push(seal(buffered.subarray(0, params.chunkSize), false));
            buffered = buffered.subarray(params.chunkSize);
          }
          pending = [buffered];
          pendingBytes = buffered.length;
        }
        callback();
      }, callback);
    },
    flush(callback: TransformCallback) {
      start(this).then(() => {
        this.push(seal(Buffer.concat(pending), true));
        callback();
      }, callback);
    },
  });
}

function parseHeader(header: Buffer) {
  if (!isAuthenticatedArchive(header)) {
    throw new ArchiveError(
      'It is not an authenticated Meridian backup archive (no MWBACKUP header).',
      'not-this-format',
    );
  }
  const [version, kdf, log2N, r, p] = header.subarray(MAGIC.length, MAGIC.length + 5);
  if (version !== VERSION || kdf !== KDF_SCRYPT) {
    throw new ArchiveError(
      `Its format version ${version} (key derivation ${kdf}) is not one this restore reads: it was changed, or written by a newer release.`,
      'unsupported',
    );
  }
  let at = MAGIC.length + 5;
  const salt = header.subarray(at, (at += SALT_BYTES));
  const chunkSize = header.readUInt32BE(at);
  at += 4;
  const prefix = header.subarray(at, (at += PREFIX_BYTES));
  const params = { log2N, r, p, chunkSize };
  if (!withinLimits(params)) {
    throw new ArchiveError('Its header names parameters out of bounds: it was changed.', 'altered');
  }
  return { salt, prefix, params, fields: header.subarray(0, FIELDS_BYTES), check: header.subarray(FIELDS_BYTES) };
}

/**
 * A stream that decrypts an archive of this format, passing on each chunk only once verified, and
 * fails with an ArchiveError at the first chunk (or header, or end) that does not verify. Only a
 * stream that ends without an error has given the whole export, unchanged.
 */
export function createDecryptStream(passphrase: string): Transform {
  let received: Buffer[] = [];
  let receivedBytes = 0;
  let opened: { header: Buffer; key: Buffer; prefix: Buffer; chunkBytes: number; index: number } | undefined;

  const open = async (buffered: Buffer) => {
    const header = buffered.subarray(0, HEADER_BYTES);
    const { salt, prefix, params, fields, check } = parseHeader(header);
    const { key, checkKey } = await deriveKeys(passphrase, salt, params);
    if (!crypto.timingSafeEqual(keyCheck(checkKey, fields), check)) {
      throw new ArchiveError(
        'The key does not open it: it was made with another key (or its header was changed).',
        'wrong-key',
      );
    }
    opened = {
      header: Buffer.from(header),
      key,
      prefix: Buffer.from(prefix),
      chunkBytes: params.chunkSize + TAG_BYTES,
      index: 0,
    };
  };
  const verify = (sealed: Buffer, last: boolean): Buffer => {
    const state = opened!;
    const index = state.index++;
    const decipher = crypto.createDecipheriv('aes-256-gcm', state.key, nonce(state.prefix, index, last));
    decipher.setAAD(state.header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      const offset = HEADER_BYTES + index * state.chunkBytes;
      throw new ArchiveError(
        last
          ? `Its end does not verify (the chunk at byte ${offset}): it was cut short or changed.`
          : `The chunk at byte ${offset} does not verify: the archive was changed or damaged.`,
        last ? 'truncated' : 'altered',
      );
    }
  };
  /** Verifies and passes on every chunk known not to be the last (more bytes follow it). */
  const drain = async (stream: Transform) => {
    let buffered = Buffer.concat(received);
    if (!opened) {
      if (buffered.length < HEADER_BYTES) return;
      await open(buffered);
      buffered = buffered.subarray(HEADER_BYTES);
    }
    const { chunkBytes } = opened!;
    while (buffered.length > chunkBytes) {
      stream.push(verify(buffered.subarray(0, chunkBytes), false));
      buffered = buffered.subarray(chunkBytes);
    }
    received = [buffered];
    receivedBytes = buffered.length;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received.push(chunk);
      receivedBytes += chunk.length;
      if ((!opened && receivedBytes < HEADER_BYTES) || (opened && receivedBytes <= opened.chunkBytes)) {
        callback();
        return;
      }
      drain(this).then(() => callback(), callback);
    },
    flush(callback: TransformCallback) {
      drain(this)
        .then(() => {
          if (!opened) {
            const start = Buffer.concat(received);
            // Shorter than a header: this format's, cut short, or not this format at all.
            if (start.length >= MAGIC.length && !isAuthenticatedArchive(start)) parseHeader(start);
            throw new ArchiveError('It ends inside its header: it was cut short.', 'truncated');
          }
          const rest = Buffer.concat(received);
          if (rest.length < TAG_BYTES) {
            throw new ArchiveError('It ends inside a chunk: it was cut short.', 'truncated');
          }
          this.push(verify(rest, true));
          callback();
        })
        .catch(callback);
    },
  });
}

/** Encrypts the stream `source` into `destination` (a new file, the owner's only). */
export async function encryptInto(
  source: NodeJS.ReadableStream,
  destination: string,
  passphrase: string,
  params: ArchiveParameters = DEFAULT_PARAMETERS,
): Promise<void> {
  await pipeline(
    source,
    createEncryptStream(passphrase, params),
    fs.createWriteStream(destination, { flags: 'wx', mode: 0o600 }),
  );
}

/** Verifies the whole archive `file` and writes its export to `destination` (a new file, the
 * owner's only); rejects with an ArchiveError at the first part that does not verify, in which
 * case `destination` holds only a verified beginning, for the caller to delete. */
export async function decryptInto(file: string, destination: string, passphrase: string): Promise<void> {
  await pipeline(
    fs.createReadStream(file),
    createDecryptStream(passphrase),
    fs.createWriteStream(destination, { flags: 'wx', mode: 0o600 }),
  );
}

/** The first bytes of a file, enough to tell this format from Strapi's own. */
export function archiveStart(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const start = Buffer.alloc(MAGIC.length);
    return start.subarray(0, fs.readSync(fd, start, 0, start.length, 0));
  } finally {
    fs.closeSync(fd);
  }
}
