/** Archives of `npm run backup` (scripts/backup-archive.ts's format) as the backup tests alter them. */
import { DEFAULT_PARAMETERS, HEADER_BYTES, TAG_BYTES } from '../../scripts/backup-archive';

/**
 * `archive` cut short exactly at the end of its second-to-last chunk: every chunk left verifies, and
 * only the end tells it was cut (the chunk it now ends with was not sealed as the last). Cut anywhere
 * else, what tells is the end's tag or its length, whichever the cut happened to hit.
 */
export function withoutLastChunk(archive: Buffer): Buffer {
  const chunkBytes = DEFAULT_PARAMETERS.chunkSize + TAG_BYTES;
  const chunks = Math.ceil((archive.length - HEADER_BYTES) / chunkBytes);
  if (chunks < 2) throw new Error(`The archive has ${chunks} chunk(s): nothing to cut at a chunk's end.`);
  return archive.subarray(0, HEADER_BYTES + (chunks - 1) * chunkBytes);
}
