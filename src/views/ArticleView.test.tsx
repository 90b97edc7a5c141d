/**
 * The article's and the case study's views render the draft preview's data (src/preview/mapper.ts, through ../preview/testFixtures.ts)
 * as they render a built page's: the same byline, links in the page's locale, blocks and cards.
 */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { CATALOGUES } from '../config/messages';
import { I18nProvider } from '../lib/i18n';
import { previewPageOf } from '../preview/testFixtures';
import { onGermanPage } from '../testing/locales';
import { ArticleView } from './ArticleView';
import { CaseStudyView } from './CaseStudyView';

onGermanPage();

/** A German page whose locale has the services and contact pages (its context's `localeRoutes`). */
const germanPage = ({ children }: { children: ReactNode }) => (
  <I18nProvider locale="de" messages={CATALOGUES.de} translations={{}} localeRoutes={['/', '/services', '/contact']}>
    {children}
  </I18nProvider>
);
const image = { url: '/uploads/a.jpg', width: 1200, height: 600, alternativeText: 'A picture' };

test("an article's draft, as its German page shows it", () => {
  const { page } = previewPageOf('article', 'api::article.article', {
    entry: {
      documentId: 'own',
      slug: 'entwurf',
      title: 'Ein Entwurf',
      summary: 'Worum es geht',
      tags: 'Planung, Budget',
      date: '2026-11-25',
      cover: image,
      author: { documentId: 'au' },
      category: { documentId: 'cat' },
      body: [{ __component: 'blocks.rich-text', id: 1, heading: 'Im Text', body: null }],
    },
    articles: [
      {
        documentId: 'other',
        slug: 'anderer',
        title: 'Ein anderer',
        date: '2026-10-01',
        category: { documentId: 'cat' },
        cover: image,
      },
    ],
    published: [
      [
        'api::author.author',
        { documentId: 'au', name: 'Ada Lane', role: 'Partnerin', bio: 'Plant gern.', photo: image },
      ],
      ['api::category.category', { documentId: 'cat', name: 'Planung', slug: 'planung' }],
    ],
  });
  if (page.template !== 'article') throw new Error('not an article');
  render(<ArticleView article={page.data.strapiArticle} related={page.data.related.nodes} site={page.data} />, {
    wrapper: germanPage,
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ein Entwurf');
  expect(screen.getByText('Von Ada Lane')).toBeInTheDocument();
  expect(screen.getByText('25. November 2026', { selector: '.article__meta time' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Planung' })[0]).toHaveAttribute('href', '/de/insights/category/planung');
  expect(screen.getByText('Planung, Budget')).toBeInTheDocument();
  const related = screen.getByRole('region', { name: 'Verwandte Beiträge' });
  expect(within(related).getByRole('link', { name: 'Ein anderer' })).toHaveAttribute('href', '/de/insights/anderer');
});

test("a case study's draft, its services linked on the services page of its locale", () => {
  const { page } = previewPageOf('cases', 'api::case-study.case-study', {
    entry: {
      slug: 'kanzlei',
      clientName: 'Eine Kanzlei',
      title: 'Ein Umzug',
      sector: 'Recht',
      challenge: 'Die Lage',
      approach: 'Der Weg',
      cover: image,
      services: [{ documentId: 'svc' }],
      results: [{ value: '32 %', label: 'weniger Kosten' }],
      quote: { quote: 'Gut gemacht.', author: 'Pat', role: 'COO', photo: null },
    },
    services: [{ documentId: 'svc', slug: 'it-support', title: 'IT-Support', order: 1 }],
  });
  if (page.template !== 'cases') throw new Error('not a case study');
  render(<CaseStudyView study={page.data.strapiCaseStudy} site={page.data} />, { wrapper: germanPage });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ein Umzug');
  expect(screen.getByRole('link', { name: 'IT-Support' })).toHaveAttribute('href', '/de/services#it-support');
  expect(screen.getByText('Eine Kanzlei')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Kontakt|Sprechen/ })).toHaveAttribute('href', '/de/contact');
});
