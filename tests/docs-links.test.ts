/**
 * @jest-environment node
 *
 * The README and the topic pages in docs/ link to each other, to code and to images by relative
 * path: every such link must name a file (or folder) that exists, and an #anchor must name a heading
 * of the page it points to, slugged as GitHub slugs headings (github-slugger). Links to the web are
 * not checked (the tests run offline).
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

const ROOT = path.resolve(__dirname, '..');
const DOCS = path.join(ROOT, 'docs');
const PAGES = [
  path.join(ROOT, 'README.md'),
  ...fs
    .readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(DOCS, name)),
];

/** The page without code: fenced blocks and inline code spans hold text, never links. */
const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Every link and image target in the page: `[text](target)` and `![alt](target)`. */
export function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
}

/** The anchors GitHub gives the page's headings, duplicates numbered as GitHub numbers them. */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => slugger.slug(heading.replace(/^#+ /, '').replace(/`/g, ''))));
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe.each(PAGES.map((page) => [path.relative(ROOT, page), page]))('%s', (_name, page) => {
  const markdown = fs.readFileSync(page, 'utf8');
  const local = linkTargets(markdown).filter((target) => !isExternal(target));

  it('links only to files that exist', () => {
    const missing = local
      .map((target) => decodeURI(target.split('#')[0]))
      .filter((file) => file !== '' && !fs.existsSync(path.resolve(path.dirname(page), file)));
    expect(missing).toEqual([]);
  });

  it('links only to headings that exist', () => {
    const broken = local
      .filter((target) => target.includes('#'))
      .filter((target) => {
        const [file, anchor] = target.split('#');
        const linked = file === '' ? page : path.resolve(path.dirname(page), decodeURI(file));
        if (!linked.endsWith('.md') || !fs.existsSync(linked)) return false; // reported above, or not a page
        return !headingAnchors(fs.readFileSync(linked, 'utf8')).has(anchor);
      });
    expect(broken).toEqual([]);
  });
});

describe('the link checker itself', () => {
  it('finds links and images, but none in code', () => {
    const sample = 'See [a](a.md#x) and ![b](img/b.png "B").\n\n```\n[c](c.md)\n```\nand `[d](d.md)`.';
    expect(linkTargets(sample)).toEqual(['a.md#x', 'img/b.png']);
  });

  it('slugs headings as GitHub does', () => {
    const anchors = headingAnchors('# Edit → preview → publish\n## The server (`server/`)\n## Notes\n## Notes');
    expect([...anchors]).toEqual(['edit--preview--publish', 'the-server-server', 'notes', 'notes-1']);
  });
});
