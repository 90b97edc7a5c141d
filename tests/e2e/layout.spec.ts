import { expect, open, skipIntro, test } from './fixtures';

/** How the home page's five service cards fall into rows at each width, and that a short last row is
 * centred under the grid. A screenshot of each width is kept in the test's output folder. */
const WIDTHS = [
  { width: 1440, rows: [3, 2] },
  { width: 1024, rows: [3, 2] },
  { width: 768, rows: [2, 2, 1] },
  { width: 375, rows: [1, 1, 1, 1, 1] },
];

test.describe('the home page services', () => {
  for (const { width, rows } of WIDTHS) {
    test(`sit in centred rows of ${rows.join(' + ')} at ${width} px`, async ({ page, env }, testInfo) => {
      await skipIntro(page);
      await page.setViewportSize({ width, height: 900 });
      await open(page, env.siteUrl);
      const grid = page.locator('.service-grid');
      await grid.scrollIntoViewIfNeeded();
      const gridBox = (await grid.boundingBox())!;
      const boxes = await grid
        .locator('.service-card')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(5);

      const tops = [...new Set(boxes.map((box) => Math.round(box.top)))];
      const rowSizes = tops.map((top) => boxes.filter((box) => Math.round(box.top) === top).length);
      expect(rowSizes).toEqual(rows);
      // Every card is as wide as the others, and every row is centred in the grid.
      for (const box of boxes) expect(Math.abs(box.width - boxes[0].width)).toBeLessThan(1);
      const gridCentre = gridBox.x + gridBox.width / 2;
      for (const top of tops) {
        const row = boxes.filter((box) => Math.round(box.top) === top);
        const rowCentre = (Math.min(...row.map((box) => box.left)) + Math.max(...row.map((box) => box.right))) / 2;
        expect(Math.abs(rowCentre - gridCentre)).toBeLessThan(2);
      }
      await grid.screenshot({ path: testInfo.outputPath(`services-${width}.png`) });
    });
  }
});
