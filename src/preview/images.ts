/**
 * Draft images: an upload that has not been through gatsby-plugin-image becomes image data with the
 * upload's own URL as its only source, sized like the build's image at the same place, which the same
 * Picture component renders.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** A Strapi media object as the REST API returns it (only what the preview uses). */
export interface RestMedia {
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface PreviewImage {
  alternativeText: string | null;
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } };
}

type RestDocument = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const object = (value: unknown): RestDocument | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as RestDocument) : null;

/** An upload's URL as the browser reaches it: relative upload paths are on the CMS. */
export function mediaUrl(url: string, cmsOrigin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${cmsOrigin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Image data for one upload. `box` gives the size the build renders at that place (a fixed height,
 * or a width and aspect ratio), so the preview reserves the same space; the upload's own size else.
 */
export function previewImage(
  media: unknown,
  cmsOrigin: string,
  box: { height?: number; width?: number; aspectRatio?: number } = {},
): PreviewImage | null {
  const upload = object(media) as RestMedia | null;
  if (!upload || typeof upload.url !== 'string') return null;
  const naturalWidth = upload.width || 0;
  const naturalHeight = upload.height || 0;
  const ratio = box.aspectRatio ?? (naturalWidth && naturalHeight ? naturalWidth / naturalHeight : 1);
  let width = naturalWidth || box.width || 0;
  let height = naturalHeight || box.height || 0;
  if (box.height) [width, height] = [Math.round(box.height * ratio), box.height];
  else if (box.width) [width, height] = [box.width, Math.round(box.width / ratio)];
  return {
    alternativeText: text(upload.alternativeText),
    localFile: {
      childImageSharp: {
        gatsbyImageData: {
          layout: box.height ? 'fixed' : 'constrained',
          width,
          height,
          images: { fallback: { src: mediaUrl(upload.url, cmsOrigin) }, sources: [] },
        },
      },
    },
  };
}
