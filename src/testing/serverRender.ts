/**
 * For tests: a component's HTML as the site's build renders it (Gatsby's cache-dir/static-entry.js as
 * patched), once every lazy part has been rendered, every Suspense boundary in place however much
 * precedes it; and that HTML in the document, for a test to hydrate what the build would have sent.
 */
import { PassThrough } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import type { ReactElement } from 'react';
// The Node build: the browser one needs MessageChannel, which jsdom lacks.
import { renderToPipeableStream } from 'react-dom/server.node';

export function renderAll(element: ReactElement): Promise<string> {
  // React's Node renderer schedules its work with setImmediate, which jest's jsdom environment leaves out.
  if (typeof globalThis.setImmediate !== 'function') Object.assign(globalThis, { setImmediate: nodeSetImmediate });
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

/** The build's HTML of `element`, in a container appended to the document. */
export async function serverRendered(element: ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await renderAll(element);
  document.body.append(container);
  return container;
}
