/**
 * @jest-environment node
 *
 * SVG images sanitised with DOMPurify (./svg.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { isSvgDocument, sanitiseSvg } from './svg';

const SEED_IMAGES = path.resolve(__dirname, '..', '..', 'seed', 'images');

const HOSTILE = `<?xml version="1.0"?>
<!DOCTYPE svg>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="fetch('/admin/access-token',{method:'POST'})">
  <style>.a{fill:red} @import url(https://evil.example/x.css);</style>
  <style>.b{fill:blue}</style>
  <script>alert(1)</script>
  <script xlink:href="https://evil.example/x.js"/>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(2)"/></foreignObject>
  <a xlink:href="javascript:alert(3)"><rect width="5" height="5" class="a" onclick="alert(4)"/></a>
  <a href="https://evil.example/"><circle r="1"/></a>
  <image href="https://evil.example/track.png"/>
  <linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="red"/></linearGradient>
  <rect style="fill:url(https://evil.example/y)" width="1" height="1"/>
  <rect fill="url(#g)" width="1" height="1"/>
  <set attributeName="onmouseover" to="alert(5)"/>
  <text>a&#160;b &amp; c</text>
</svg>`;

it('keeps the picture and removes scripts, event handlers, foreignObject and external references', () => {
  const result = sanitiseSvg(HOSTILE)!;
  const { svg } = result;
  for (const gone of [
    '<script',
    'onload',
    'onclick',
    'foreignObject',
    'iframe',
    'javascript:',
    'evil.example',
    '@import',
    '<set',
  ])
    expect(svg).not.toContain(gone);
  for (const kept of [
    'viewBox="0 0 10 10"',
    '.b{fill:blue}',
    'gradientUnits="userSpaceOnUse"',
    'fill="url(#g)"',
    'class="a"',
    '<circle',
  ])
    expect(svg).toContain(kept);
  expect(result.removed).toEqual(expect.arrayContaining(['script', 'onload', 'foreignObject', 'onclick']));
  // Still an SVG document, which an XML parser reads as the tree that was sanitised.
  const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
  expect(document.documentElement.localName).toBe('svg');
  expect(document.querySelector('text')!.textContent).toBe('a\u00a0b & c');
  expect(sanitiseSvg(svg)!.svg).toBe(svg);
});

it('leaves a clean picture as it is drawn, reporting nothing removed (the seed images)', () => {
  const seeds = fs.readdirSync(SEED_IMAGES).filter((name) => name.endsWith('.svg'));
  expect(seeds.length).toBeGreaterThan(0);
  for (const name of seeds) {
    const text = fs.readFileSync(path.join(SEED_IMAGES, name), 'utf8');
    const result = sanitiseSvg(text)!;
    expect(result.removed).toEqual([]);
    const drawn = (markup: string) =>
      new JSDOM(markup, { contentType: 'image/svg+xml' }).window.document.documentElement.outerHTML;
    expect(drawn(result.svg)).toBe(drawn(text));
  }
});

it('refuses what is not a well-formed SVG document', () => {
  for (const text of [
    '<html><body><script>alert(1)</script></body></html>',
    '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
    '<svg><rect/></svg>',
    'plain text',
    '',
  ])
    expect([isSvgDocument(text), sanitiseSvg(text)]).toEqual([false, undefined]);
  expect(isSvgDocument('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
});
