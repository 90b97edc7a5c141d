/**
 * Text an editor wrote in Strapi's blocks editor (the privacy notice's body), rendered with Strapi's
 * own renderer. Headings start at h2 (the page's title is the one h1), links inside the site are
 * Gatsby links, and links elsewhere say that they lead off the site. Unknown shapes (an editor's
 * image, say) are the renderer's business: it skips blocks it has no component for.
 */
import { Link } from 'gatsby';
import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';

const isBlocks = (value: unknown): value is BlocksContent =>
  Array.isArray(value) && value.every((block) => typeof block === 'object' && block !== null && 'type' in block);

export function RichText({ content }: { content: unknown }) {
  if (!isBlocks(content)) return null;
  return (
    <BlocksRenderer
      content={content}
      blocks={{
        heading: ({ children, level }) => {
          const Tag = `h${Math.min(Math.max(level, 2), 6)}` as 'h2';
          return <Tag>{children}</Tag>;
        },
        link: ({ children, url }) =>
          url.startsWith('/') && !url.startsWith('//') ? (
            <Link to={url}>{children}</Link>
          ) : (
            <a href={url} rel={url.startsWith('mailto:') ? undefined : 'noopener noreferrer'}>
              {children}
            </a>
          ),
      }}
    />
  );
}
