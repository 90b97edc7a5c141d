/**
 * The one rule for secrets, used by the CMS (its signing secrets in .secrets.json, the rebuild
 * secret) and by the site server and scripts (the rebuild secret, the backup key), which import this
 * very file: pure node:fs and node:crypto, no Strapi, so the two processes can never disagree.
 *
 * - A secret comes from its environment variable when that is set, else from its file.
 * - A generated file is created exclusively and whole (several processes may start at once: all
 *   read the one that won, never a half-written one), mode 600, in a folder created mode 700.
 * - Every secret, given or generated, from the environment or a file, has at least
 *   MIN_SECRET_LENGTH characters once trimmed; an empty or shorter one is refused with one line
 *   naming the variable or the file, so a process never starts on a guessable secret.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * 32 characters: what `openssl rand -hex 16` (128 bits) or `openssl rand -base64 24` print. The
 * secrets generated here are longer or equal (43 and 32 characters of base64, 256 and 192 bits), so
 * a generated file always passes; an operator's own secret needs as many characters.
 */
export const MIN_SECRET_LENGTH = 32;

export class SecretError extends Error {
  override name = 'SecretError';
}

/** 32 random bytes, base64url: 43 characters. */
export const generateSecret = (): string => crypto.randomBytes(32).toString('base64url');

/** Whether a secret given with a request is the expected one, in constant time (both sides hashed
 * first, so their lengths tell nothing either); an empty or missing one never matches. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given || !expected) return false;
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/** What is wrong with one secret value (`is empty: …`, `is too short (9 characters): …`), to follow
 * its source's name; undefined when it passes. Never quotes the value: a message may reach a log. */
export function secretProblem(value: string | undefined): string | undefined {
  const secret = (value ?? '').trim();
  if (!secret) return `is empty: set a secret of at least ${MIN_SECRET_LENGTH} characters.`;
  if (secret.length < MIN_SECRET_LENGTH) {
    return (
      `is too short (${secret.length} characters): a secret needs at least ${MIN_SECRET_LENGTH} ` +
      '(e.g. `openssl rand -hex 32`).'
    );
  }
  return undefined;
}

/** Checks one secret value; `source` names where it came from (a variable, or a file and its key). */
export function checkSecret(value: string | undefined, source: string): string {
  const problem = secretProblem(value);
  if (problem) throw new SecretError(`${source} ${problem}`);
  return (value ?? '').trim();
}

/** Reads an existing secret file (never creates it), refusing a missing, empty or short one. */
export function readSecretFile(file: string, variable?: string): string {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SecretError(`${variable ? `${variable}: ` : ''}cannot read the secret file ${file} (${code}).`);
  }
  return checkSecret(text, `The secret file ${file}${variable ? ` (${variable})` : ''}`);
}

/**
 * Reads a generated file, creating it first with `generate()` (mode 600, folder 700) when missing.
 * Exclusive creation, so when several processes start at once they all read the one that won.
 * Answers the file's raw text: the caller checks what it holds (one secret, or several in JSON).
 */
export function readOrCreateSecretFile(file: string, generate: () => string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    // Written whole under a name of its own, then linked into place: the link fails if another
    // process's file is there already (theirs wins), and no process ever reads the file half written.
    // (Created in place, a file is empty between its creation and its write: two CMS instances
    // starting at once read it empty, and one refused to start.)
    const draft = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}`;
    fs.writeFileSync(draft, generate(), { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}

export interface SecretSource {
  /** The environment variable that wins when set (e.g. REBUILD_SECRET). */
  variable: string;
  /** The file it is read from otherwise. */
  file: string;
  /** Create the file with a new secret when it is missing (else a missing file is an error). */
  generate?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** One secret: the variable when set, else its file (generated if so asked), checked either way.
 * A variable set to nothing counts as unset (`KEY=${KEY}` in a compose file with KEY undefined). */
export function loadSecret({ variable, file, generate = false, env = process.env }: SecretSource): string {
  const fromEnv = env[variable];
  if (fromEnv?.trim()) return checkSecret(fromEnv, variable);
  if (!generate) return readSecretFile(file, variable);
  const text = readOrCreateSecretFile(file, () => `${generateSecret()}\n`);
  if (!text.trim()) {
    throw new SecretError(
      `The secret file ${file} is empty: delete it to have a new one generated, or set ${variable}.`,
    );
  }
  return checkSecret(text, `The secret file ${file}`);
}
