/** @jest-environment node */
import fs from 'node:fs';
import sharp from 'sharp';
import { CMS_FAVICON_PNG, drawFavicon, FAVICON_PNG, FAVICON_SVG } from './favicon';

const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('the inline icon', () => {
  it("is static/favicon.svg's drawing at 32 px (run `npx tsx scripts/favicon.ts` after changing the SVG)", async () => {
    const committed = await pixels(fs.readFileSync(FAVICON_PNG));
    const drawn = await pixels(await drawFavicon(fs.readFileSync(FAVICON_SVG)));
    expect(committed.info.width).toBe(32);
    expect(committed.info.height).toBe(32);
    expect(committed.data.equals(drawn.data)).toBe(true);
  });

  it("is the CMS admin's icon too", () => {
    expect(fs.readFileSync(CMS_FAVICON_PNG).equals(fs.readFileSync(FAVICON_PNG))).toBe(true);
  });

  it('is small enough to be inlined in every page', () => {
    // Gatsby inlines an imported image below 10,000 bytes as a data URL; far below, to keep pages light.
    expect(fs.statSync(FAVICON_PNG).size).toBeLessThan(1000);
  });
});
