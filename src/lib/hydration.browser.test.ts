import * as React from 'react';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The Node build: the browser one needs MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { serverElementOf, serverMark } from './hydration';

/** Reports, on mounting, whether it found the server HTML marked with its id. */
function Probe({ found }: { found: (element: Element | null) => void }) {
  const id = React.useId();
  React.useState(() => found(serverElementOf(id)));
  return React.createElement('p', serverMark(id), 'from the build');
}

afterEach(() => document.body.replaceChildren());

it('finds its own server HTML while hydrating, and none when the same component renders afresh beside it', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(React.createElement(Probe, { found: () => undefined }));
  const seen: Array<Element | null> = [];
  await act(async () => {
    hydrateRoot(container, React.createElement(Probe, { found: (element) => seen.push(element) }));
  });
  const other = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    createRoot(other).render(React.createElement(Probe, { found: (element) => seen.push(element) }));
  });
  expect(seen).toEqual([container.firstElementChild, null]);
});
