/**
 * The site's icon as every page inlines it: `static/favicon.svg` drawn at 32 px, a PNG of 16 colours
 * (about 400 bytes). Chromium draws an SVG icon on the page's main thread, as a document of its own:
 * a task of 8-22 ms after the page's load on this machine, on every page, which Lighthouse counts as
 * blocking time; a PNG is decoded off that thread. The SVG stays the source: after changing it, run
 * `npx tsx scripts/favicon.ts` (a unit test fails while the PNG is not the SVG's drawing). The CMS's
 * admin tabs show the same drawing (cms/favicon.png, which Strapi's favicon middleware serves).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const FAVICON_SVG = path.join(__dirname, '..', 'static', 'favicon.svg');
export const FAVICON_PNG = path.join(__dirname, '..', 'static', 'favicon-32.png');
export const CMS_FAVICON_PNG = path.join(__dirname, '..', 'cms', 'favicon.png');

/** The PNG drawn from the SVG's source. */
export function drawFavicon(svg: Buffer): Promise<Buffer> {
  return sharp(svg).resize(32, 32).png({ palette: true, colors: 16, compressionLevel: 9, effort: 10 }).toBuffer();
}

if (require.main === module) {
  void drawFavicon(fs.readFileSync(FAVICON_SVG)).then((png) => {
    fs.writeFileSync(FAVICON_PNG, png);
    fs.writeFileSync(CMS_FAVICON_PNG, png);
  });
}
