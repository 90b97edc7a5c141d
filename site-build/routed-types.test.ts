import { existsSync } from 'node:fs';
import { LISTED_TYPES, PAGE_KINDS, SECTION_LIST_ROUTES, isPageKind, templateOf } from './routed-types';

test('the build makes a list at each section of the registry: the insights and the case studies', () => {
  expect(SECTION_LIST_ROUTES).toEqual(['/insights', '/case-studies']);
});

test('each routed type is built with its template file, which exists', () => {
  expect(templateOf('page')).toMatch(/\/src\/templates\/landing\.tsx$/);
  expect(templateOf('article')).toMatch(/\/src\/templates\/article\.tsx$/);
  expect(templateOf('category')).toMatch(/\/src\/templates\/insights\.tsx$/);
  expect(templateOf('case-study')).toMatch(/\/src\/templates\/cases\.tsx$/);
  for (const name of ['page', 'article', 'category', 'case-study'] as const)
    expect(existsSync(templateOf(name))).toBe(true);
});

test('the listed types are the registry’s: the case studies, queried by their nodes’ field', () => {
  expect(LISTED_TYPES.map(({ path, ...type }) => ({ ...type, entry: path('x') }))).toEqual([
    {
      name: 'case-study',
      section: '/case-studies',
      entry: '/case-studies/x',
      listKind: 'case-studies',
      entryKind: 'case-study',
      entryDrawsBlocks: true,
      nodes: 'allStrapiCaseStudy',
    },
  ]);
});

test('the page kinds are the site’s own and each listed type’s, the list src/lib/pageKinds.ts once wrote by hand', () => {
  // The case studies' kinds come from their registry entry (route.listed), the type and the run-time
  // list alike: a new listed type adds its kinds there, not in src/lib/pageKinds.ts.
  const listed: Array<(typeof PAGE_KINDS)[number]> = ['case-studies', 'case-study'];
  expect([...PAGE_KINDS].sort()).toEqual(
    ['fixed', 'privacy', 'plain', 'landing', 'insights', 'category', 'article', ...listed, 'preview'].sort(),
  );
  expect(new Set(PAGE_KINDS).size).toBe(PAGE_KINDS.length);
  expect(isPageKind('case-study')).toBe(true);
  expect(isPageKind('cases')).toBe(false);
});
