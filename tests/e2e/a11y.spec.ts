import AxeBuilder from '@axe-core/playwright';
import { expect, open, skipIntro, test } from './fixtures';

for (const colorScheme of ['dark', 'light'] as const) {
  for (const path of [
    '/',
    '/about',
    '/services',
    '/contact',
    '/privacy',
    '/de',
    '/de/about',
    '/de/services',
    '/de/contact',
    '/de/privacy',
    // The insights (issue 48): the list, a category, an article, and the German list and article.
    '/insights',
    '/insights/category/technology',
    '/insights/why-projects-slip-in-week-three',
    '/de/insights',
    '/de/insights/warum-projekte-in-woche-drei-ins-rutschen-geraten',
  ]) {
    test(`${path} has no axe violations in the ${colorScheme} theme`, async ({ page, env }) => {
      await skipIntro(page);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await open(page, `${env.siteUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  }
}
