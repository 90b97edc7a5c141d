/**
 * What the media library accepts, in one place: the types a marketing site needs, each known by its
 * name's extension, the MIME type a browser declares for it and its content. The CMS's upload checks
 * (./screen.ts), Strapi's own allow list (config/plugins.ts), the headers `/uploads/*` is served with
 * (./headers.ts) and the start-up report (./scan.ts) all read this list. docs/security.md#uploads.
 *
 * HTML, JavaScript, XML and every other type are refused: a file the CMS serves from its own origin,
 * the admin's, must never be a page or a script a signed-in admin's browser would run.
 */

export interface MediaKind {
  /** How editors know the type, in messages. */
  label: string;
  /** The one MIME type stored and served for it. */
  mime: string;
  /** Lower case, with the dot; the first is the usual one. */
  extensions: readonly string[];
  /** Shown in the page (an <img>), not downloaded: every kind but PDF. */
  image: boolean;
}

export const MEDIA_KINDS: readonly MediaKind[] = [
  { label: 'JPEG image', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], image: true },
  { label: 'PNG image', mime: 'image/png', extensions: ['.png'], image: true },
  { label: 'WebP image', mime: 'image/webp', extensions: ['.webp'], image: true },
  { label: 'GIF image', mime: 'image/gif', extensions: ['.gif'], image: true },
  { label: 'AVIF image', mime: 'image/avif', extensions: ['.avif'], image: true },
  { label: 'PDF document', mime: 'application/pdf', extensions: ['.pdf'], image: false },
  // Stored only once sanitised (./svg.ts): scripts, event handlers, foreignObject and external
  // references removed.
  { label: 'SVG image', mime: 'image/svg+xml', extensions: ['.svg'], image: true },
] as const;

export const SVG_MIME = 'image/svg+xml';

/** Strapi's `upload.config.security.allowedTypes`. */
export const ALLOWED_MIME_TYPES: readonly string[] = MEDIA_KINDS.map((kind) => kind.mime);

/** The sentence every refusal ends with. */
export const ACCEPTED =
  'The media library accepts JPEG, PNG, WebP, GIF and AVIF images, PDF documents and SVG images (stored without scripts or links).';

/** A larger SVG is refused: sanitising parses it whole, on the process that answers everyone. */
export const SVG_MAX_BYTES = 2 * 1024 * 1024;

/** MIME types a client sends when it does not know the type: they say nothing against the name. */
const UNDECLARED = new Set(['', 'application/octet-stream']);

export const extensionOf = (name: string): string => {
  const match = /\.[^./\\]+$/.exec(name.trim());
  return match ? match[0].toLowerCase() : '';
};

export const kindOfExtension = (extension: string): MediaKind | undefined =>
  MEDIA_KINDS.find((kind) => kind.extensions.includes(extension.toLowerCase()));

export const kindOfMime = (mime: string | null | undefined): MediaKind | undefined =>
  MEDIA_KINDS.find((kind) => kind.mime === (mime ?? '').split(';')[0].trim().toLowerCase());

/** What the upload's content turned out to be. */
export type Content =
  /** The magic bytes' type, by file-type; undefined when they match no binary format (text, SVG). */
  | { detected: string | undefined; svg?: undefined }
  /** For a text file: whether it parses as an SVG document (root <svg> in the SVG namespace). */
  | { detected: string | undefined; svg: boolean };

export interface UploadFacts {
  name: string;
  /** The Content-Type the client gave the part. */
  declared: string | undefined;
  content: Content;
  size: number;
}

export type Verdict = { accepted: true; kind: MediaKind } | { accepted: false; reason: string };

const refuse = (reason: string): Verdict => ({ accepted: false, reason });

/**
 * Whether a file may enter the media library: its extension names an accepted kind, the type it was
 * sent as is that kind's (or none), and its content is that kind, by magic bytes or, for SVG, by
 * parsing. All three must agree: a PNG named `.html` and an HTML page named `.png` are both refused.
 */
export function judgeUpload({ name, declared, content, size }: UploadFacts): Verdict {
  const extension = extensionOf(name);
  const kind = kindOfExtension(extension);
  if (!kind) return refuse(extension ? `files ending in ${extension} are not accepted` : 'it has no file extension');

  const sentAs = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (!UNDECLARED.has(sentAs) && sentAs !== kind.mime)
    return refuse(`it was sent as ${sentAs}, which is not what its name (${extension}) says`);

  const { detected } = content;
  if (kind.mime === SVG_MIME) {
    // file-type knows no SVG; an XML prolog reads as application/xml.
    if (detected && detected !== 'application/xml')
      return refuse(`its content is ${describe(detected)}, not an SVG image`);
    if (size > SVG_MAX_BYTES) return refuse(`an SVG image may be at most ${SVG_MAX_BYTES / 1024 / 1024} MB`);
    if (!content.svg) return refuse('its content is not a well-formed SVG image');
    return { accepted: true, kind };
  }
  if (detected !== kind.mime)
    return refuse(
      `its content is ${detected ? describe(detected) : 'not a file of a known type'}, not a ${kind.label}`,
    );
  return { accepted: true, kind };
}

const describe = (mime: string) => {
  const kind = kindOfMime(mime);
  return kind ? `a ${kind.label}` : `of type ${mime}`;
};

/** The whole message an editor sees, naming the file. */
export const refusalMessage = (name: string, reason: string) => `"${name}" was not uploaded: ${reason}. ${ACCEPTED}`;

/** Why a file already in the library could run if opened, or undefined when it could not. */
export function storedRisk(ext: string, mime: string | null | undefined): string | undefined {
  const kind = kindOfExtension(ext);
  if (!kind) return `${ext || 'no extension'} is not an accepted type`;
  const stored = (mime ?? '').split(';')[0].trim().toLowerCase();
  if (stored && stored !== kind.mime) return `stored as ${stored}, not ${kind.mime}`;
  return undefined;
}
