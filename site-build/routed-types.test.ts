import { existsSync } from 'node:fs';
import { LISTED_TYPES, SECTION_LIST_ROUTES, templateOf } from './routed-types';

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
      nodes: 'allStrapiCaseStudy',
    },
  ]);
});
