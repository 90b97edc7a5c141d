/**
 * Renders image data made by gatsby-plugin-image (resized, WebP/AVIF sources, width and height) as a
 * plain <picture>. GatsbyImage's own component also does this, but in the browser it lazy-loads
 * react-dom/server to re-render its placeholder: with React 19 that is about 60 KB of gzipped
 * JavaScript on every page with an image. Static markup with width and height needs none of it and
 * still reserves the space (no layout shift) and loads lazily.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export interface PictureProps {
  image: IGatsbyImageData | null | undefined;
  alt: string;
  className?: string;
  /**
   * How the image loads. By default lazily, when it nears the viewport. 'high': at once and ahead of
   * other images (the likely LCP element). 'low': at once but behind everything the first paint needs
   * (small images in the first screen that are never its largest paint, such as the header's logos;
   * with the browser's default priority they were fetched ahead of the LCP image and counted in it).
   */
  priority?: 'high' | 'low';
}

export function Picture({ image, alt, className, priority }: PictureProps) {
  if (!image) return null;
  const { images, width, height, backgroundColor } = image;
  const fallback = images.fallback;
  return (
    <picture className={className}>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority}
        style={backgroundColor ? { backgroundColor } : undefined}
      />
    </picture>
  );
}
