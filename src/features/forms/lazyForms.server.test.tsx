/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ContactForm, NewsletterForm } from './lazyForms';

/** Renders as Gatsby's build does (cache-dir/static-entry.js as patched): the HTML once every lazy part
 * has been rendered, every Suspense boundary in place however much precedes it. */
function renderAll(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Infinity,
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

it('renders each form whole into the server’s HTML, for the browser to hydrate when wanted', async () => {
  const html = await renderAll(
    <>
      <NewsletterForm heading="Stay in the loop" intro="One email a month." />
      <ContactForm heading="Write to us" intro="We answer within a day." services={[{ slug: 'it', title: 'IT' }]} />
    </>,
  );
  expect(html).toContain('Subscribe');
  expect(html).toContain('Write to us');
  expect(html.match(/<form /g)).toHaveLength(2);
  expect(html).toMatch(/class="deferred-form" data-server-id="[^"]+"><!--\$--><form/);
});
