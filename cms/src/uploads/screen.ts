/**
 * The check every upload passes before Strapi stores it (../extensions/upload/strapi-server.ts runs it
 * on the admin's upload routes, before Strapi's own check, and again in the upload service, which every other way in uses: upload from URL, the seed). The file's content is
 * read from its temporary file: magic bytes by file-type, SVG parsed and sanitised (./svg.ts), the
 * sanitised picture written over the temporary file, so only that is stored.
 */
import fs from 'node:fs/promises';
import type * as FileType from 'file-type';
import { errors } from '@strapi/utils';
import { judgeUpload, refusalMessage, SVG_MAX_BYTES, SVG_MIME, type Content } from './rules';
import { isSvgDocument, sanitiseSvg } from './svg';

/** A multipart file as Strapi's body parser (formidable) hands it over. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
  /** What Strapi's own check found; the upload service stores the file under this type. */
  detectedMimeType?: string;
}

type FileTypeModule = typeof FileType;
// file-type ships ES modules only and the CMS is compiled to CommonJS: a real import(), which tsc
// would otherwise turn into require().
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- a fixed body, no input: the only way to keep import() in CommonJS output.
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;
let fileType: Promise<FileTypeModule> | undefined;

async function detect(filepath: string): Promise<string | undefined> {
  fileType ??= importEsm('file-type') as Promise<FileTypeModule>;
  return (await (await fileType).fileTypeFromFile(filepath))?.mime;
}

export class UploadRefused extends errors.ValidationError {
  constructor(name: string, reason: string) {
    super(refusalMessage(name, reason), { fileName: name, reason });
  }
}

/**
 * Accepts the file (setting its MIME type to the one stored for its kind, and, for an SVG, replacing
 * its content by the sanitised picture) or throws UploadRefused, a 400 naming the file.
 */
export async function screenUpload(file: IncomingFile): Promise<void> {
  const name = file.originalFilename || 'unnamed';
  const detected = await detect(file.filepath);
  let content: Content = { detected };
  let text: string | undefined;
  // Only a text file can be an SVG; a large one is refused by its size before it is read.
  if (!detected || detected === 'application/xml') {
    if (file.size <= SVG_MAX_BYTES) text = await fs.readFile(file.filepath, 'utf8');
    content = { detected, svg: text !== undefined && isSvgDocument(text) };
  }
  const verdict = judgeUpload({ name, declared: file.mimetype ?? undefined, content, size: file.size });
  if ('reason' in verdict) throw new UploadRefused(name, verdict.reason);

  if (verdict.kind.mime === SVG_MIME) {
    const sanitised = text === undefined ? undefined : sanitiseSvg(text);
    if (!sanitised) throw new UploadRefused(name, 'its content is not a well-formed SVG image');
    const bytes = Buffer.from(sanitised.svg, 'utf8');
    await fs.writeFile(file.filepath, bytes);
    file.size = bytes.length;
  }
  file.mimetype = verdict.kind.mime;
  file.detectedMimeType = verdict.kind.mime;
}

/** Every file of a multipart request's `files` field (one or several), or none. */
export function incomingFiles(files: unknown): IncomingFile[] {
  const list = Array.isArray(files) ? files : files ? [files] : [];
  return list.filter((file): file is IncomingFile => typeof (file as IncomingFile)?.filepath === 'string');
}
