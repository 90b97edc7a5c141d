/**
 * @jest-environment node
 *
 * What the media library accepts (./rules.ts) and how `/uploads/*` is served (./headers.ts).
 */
import { judgeUpload, refusalMessage, storedRisk, type UploadFacts } from './rules';
import { isUploadPath, uploadHeaders } from './headers';

const facts = (
  name: string,
  declared: string | undefined,
  detected: string | undefined,
  svg?: boolean,
): UploadFacts => ({
  name,
  declared,
  content: svg === undefined ? { detected } : { detected, svg },
  size: 1000,
});

const verdict = (...args: Parameters<typeof facts>) => {
  const result = judgeUpload(facts(...args));
  return 'reason' in result ? result.reason : result.kind.mime;
};

it('accepts each kind when name, declared type and content agree (or the type is undeclared)', () => {
  expect(verdict('photo.JPG', 'image/jpeg', 'image/jpeg')).toBe('image/jpeg');
  expect(verdict('photo.jpeg', 'application/octet-stream', 'image/jpeg')).toBe('image/jpeg');
  expect(verdict('logo.png', 'image/png', 'image/png')).toBe('image/png');
  expect(verdict('hero.webp', '', 'image/webp')).toBe('image/webp');
  expect(verdict('spin.gif', 'image/gif', 'image/gif')).toBe('image/gif');
  expect(verdict('hero.avif', 'image/avif', 'image/avif')).toBe('image/avif');
  expect(verdict('terms.pdf', 'application/pdf', 'application/pdf')).toBe('application/pdf');
  expect(verdict('mark.svg', 'image/svg+xml', undefined, true)).toBe('image/svg+xml');
  expect(verdict('mark.svg', 'image/svg+xml', 'application/xml', true)).toBe('image/svg+xml');
});

it('refuses types a marketing site does not need, by name', () => {
  expect(verdict('page.html', 'text/html', undefined, false)).toBe('files ending in .html are not accepted');
  expect(verdict('app.js', 'text/javascript', undefined, false)).toBe('files ending in .js are not accepted');
  expect(verdict('feed.xml', 'application/xml', 'application/xml', false)).toMatch(/\.xml are not accepted/);
  expect(verdict('clip.mp4', 'video/mp4', 'video/mp4')).toMatch(/\.mp4 are not accepted/);
  expect(verdict('README', 'text/plain', undefined, false)).toBe('it has no file extension');
});

it('refuses a file whose name, declared type and content disagree', () => {
  // A PNG renamed .html is refused by its name; an HTML page renamed .png by its content.
  expect(verdict('image.html', 'text/html', 'image/png')).toMatch(/\.html are not accepted/);
  expect(verdict('page.png', 'image/png', undefined, false)).toBe(
    'its content is not a file of a known type, not a PNG image',
  );
  expect(verdict('page.png', 'text/html', undefined, false)).toBe(
    'it was sent as text/html, which is not what its name (.png) says',
  );
  expect(verdict('photo.png', 'image/png', 'image/jpeg')).toBe('its content is a JPEG image, not a PNG image');
  expect(verdict('doc.pdf', 'application/pdf', 'application/zip')).toBe(
    'its content is of type application/zip, not a PDF document',
  );
  expect(verdict('mark.svg', 'image/svg+xml', undefined, false)).toBe('its content is not a well-formed SVG image');
  expect(verdict('mark.svg', 'image/svg+xml', 'image/png')).toBe(
    'its content is a PNG image, not an SVG image'.replace('an SVG', 'an SVG'),
  );
  expect(judgeUpload({ ...facts('big.svg', 'image/svg+xml', undefined, true), size: 3 * 1024 * 1024 })).toEqual({
    accepted: false,
    reason: 'an SVG image may be at most 2 MB',
  });
});

it('names the file and what is accepted', () => {
  expect(refusalMessage('a.html', 'files ending in .html are not accepted')).toBe(
    '"a.html" was not uploaded: files ending in .html are not accepted. The media library accepts JPEG, PNG, WebP, GIF and AVIF images, PDF documents and SVG images (stored without scripts or links).',
  );
});

it('finds stored files that could run by their extension and type', () => {
  expect(storedRisk('.png', 'image/png')).toBeUndefined();
  expect(storedRisk('.SVG', 'image/svg+xml')).toBeUndefined();
  expect(storedRisk('.html', 'text/html')).toBe('.html is not an accepted type');
  expect(storedRisk('.png', 'text/html')).toBe('stored as text/html, not image/png');
});

it('serves uploads sandboxed, without sniffing, and anything but an image as a download', () => {
  const sandbox = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "sandbox; default-src 'none'" };
  expect(uploadHeaders('image/png')).toEqual(sandbox);
  expect(uploadHeaders('image/svg+xml')).toEqual(sandbox);
  for (const type of ['application/pdf', undefined])
    expect(uploadHeaders(type)).toEqual({ ...sandbox, 'Content-Disposition': 'attachment' });
  // A type the library does not accept is not served as what it is: no page, no script.
  for (const type of ['text/html', 'application/javascript', 'text/xml'])
    expect(uploadHeaders(type)).toEqual({
      ...sandbox,
      'Content-Disposition': 'attachment',
      'Content-Type': 'application/octet-stream',
    });
  // However the path is spelled, as the static file server would read it.
  for (const path of [
    '/uploads/a.html',
    '/%75ploads/a.html',
    '/x/../uploads/a.html',
    '/x/%2e%2e/uploads/a.html',
    '/%E0%A4%A',
  ])
    expect(isUploadPath(path)).toBe(true);
  for (const path of ['/admin', '/api/uploads/x', '/uploadsx/a']) expect(isUploadPath(path)).toBe(false);
});
