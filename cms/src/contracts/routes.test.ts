/**
 * The fixed routes the CMS protects are the site's own pages: the list in routes.ts equals the
 * routes Gatsby makes from src/pages (read from the folder, so a new page file fails this until it
 * is added) and the fixed pages' routes (./pages.ts, built with one template), and slugs and
 * redirect sources that would hide one of them are recognised.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FIXED_PAGES } from './pages';
import { SITE_ROUTES, isReservedPath, reservedSlugReason } from './routes';

const PAGES = path.resolve(__dirname, '../../../src/pages');

/** Gatsby's file-system routes: index is the folder itself, the extension goes. */
function routesIn(dir: string, base = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routesIn(path.join(dir, entry.name), `${base}/${entry.name}`);
    if (!/\.(tsx?|jsx?)$/.test(entry.name) || /\.test\./.test(entry.name)) return [];
    const name = entry.name.replace(/\.[^.]+$/, '');
    return [name === 'index' ? base || '/' : `${base}/${name}`];
  });
}

it('lists exactly the routes of the site pages: those in src/pages and the fixed pages’', () => {
  const fixedRoutes = FIXED_PAGES.map((page) => page.route);
  expect([...SITE_ROUTES].sort()).toEqual([...routesIn(PAGES), ...fixedRoutes].sort());
  expect(fixedRoutes.sort()).toEqual(['/', '/about', '/contact', '/services']);
});

it.each([
  '/',
  '/about',
  '/About/',
  '/services',
  '/contact',
  '/privacy',
  '/404',
  '/404.html',
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/anything',
  '/__preview',
  '/__preview/enter',
  '/__rebuild',
  '/static/app.js',
  '/page-data/index/page-data.json',
  '/_redirects',
  '/sitemap-index.xml',
  '/favicon.png',
  '/insights',
  '/Insights/',
  '/case-studies',
  '/search',
])('%s belongs to the site', (route) => {
  expect(isReservedPath(route)).toBe(true);
});

it.each(['/summer-offer', '/about-us', '/services/old', '/old/index.php', '/blog/2019/news', '/insights/old-title'])(
  '%s is free for a redirect',
  (route) => {
    expect(isReservedPath(route)).toBe(false);
  },
);

it('refuses slugs that would hide a page of the site or a file of the build, saying why', () => {
  expect(reservedSlugReason('about')).toBe('The address /about belongs to the site itself. Choose another slug.');
  expect(reservedSlugReason('Services')).toMatch(/\/services belongs to the site/);
  for (const slug of [
    'contact',
    'privacy',
    'newsletter',
    '__preview',
    '__rebuild',
    '404',
    'static',
    'page-data',
    'insights',
    'case-studies',
    'search',
  ]) {
    expect(reservedSlugReason(slug)).not.toBeNull();
  }
  expect(reservedSlugReason('app.js')).toMatch(/has a dot/);
  expect(reservedSlugReason('summer-offer')).toBeNull();
  expect(reservedSlugReason('about-our-team')).toBeNull();
});
