/** @jest-environment node */
import { PREVIEW_CHUNK, previewChunkOptimization, previewRequest } from './preview-chunk';

it("gives the preview page's imports of the views a module of their own, and nothing else", () => {
  const preview = '/site/src/templates/preview.tsx';
  expect(previewRequest('../views/ArticleView', preview)).toBe('../views/ArticleView?preview');
  expect(previewRequest('../views/CaseStudyView', preview)).toBe('../views/CaseStudyView?preview');
  // The templates' own imports, the preview's other imports, and a request already marked.
  expect(previewRequest('../views/ArticleView', '/site/src/templates/article.tsx')).toBe('../views/ArticleView');
  expect(previewRequest('../shell/Layout', preview)).toBe('../shell/Layout');
  expect(previewRequest('../views/ArticleView?preview', preview)).toBe('../views/ArticleView?preview');
  expect(previewRequest('../views/ArticleView', undefined)).toBe('../views/ArticleView');
});

it("leaves the preview's chunk out of the split of shared modules only", () => {
  const { chunks } = previewChunkOptimization.splitChunks.cacheGroups.shared;
  expect(chunks({ name: PREVIEW_CHUNK })).toBe(false);
  expect(chunks({ name: 'component---src-templates-article-tsx' })).toBe(true);
  expect(chunks({ name: null })).toBe(true);
});
