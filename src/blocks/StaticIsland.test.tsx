import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: the browser one needs MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { navigate } from 'gatsby';
import { Blocks } from './Blocks';
import { loadForm, loadStatics } from './registry';
import { asRichText, type BlockData, type BlocksSiteData } from './types';

const SITE: BlocksSiteData = { allStrapiService: { nodes: [] }, strapiGlobal: null };

function page(title: string): BlockData[] {
  return [
    { __typename: 'STRAPI__COMPONENT_BLOCKS_HERO', title, subtitle: 'Line', cta: { label: 'Talk', href: '/contact' } },
    {
      __typename: 'STRAPI__COMPONENT_BLOCKS_RICH_TEXT',
      heading: 'Links',
      body: asRichText([
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: 'https://elsewhere.example/', children: [{ type: 'text', text: 'Elsewhere' }] },
          ],
        },
      ]),
    },
  ];
}

/** The page as the build left it: its HTML in the document, not yet hydrated. */
function serverRendered(blocks: BlockData[]): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Blocks blocks={blocks} site={SITE} />);
  document.body.append(container);
  return container;
}

/** Clicks as a visitor does; says whether the site took the click (prevented the browser's own page
 * load), which then never happens (jsdom has none). Heard after React's handlers, on the document. */
function clickTakenBySite(element: Element, init?: MouseEventInit): boolean {
  let taken = false;
  const look = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', look);
  fireEvent.click(element, init);
  document.removeEventListener('click', look);
  return taken;
}

const hovering = jest.fn();

beforeAll(() => Promise.all([loadStatics(), loadForm()])); // the server's render has every block's code
beforeEach(() => {
  jest.clearAllMocks();
  // Gatsby's loader, told of a link the visitor is about to follow (src/app/navigation.ts wraps it).
  window.___loader = { loadPage: jest.fn(), hovering };
});
afterEach(() => document.body.replaceChildren());

test("a first load keeps the blocks' server HTML as it is: not rendered again, not replaced, no hydration error", async () => {
  const container = serverRendered(page('From the build'));
  const heading = container.querySelector('h1');
  const errors = jest.spyOn(console, 'error');
  // Different data in the browser: a block that rendered again would show it.
  await act(async () => {
    hydrateRoot(container, <Blocks blocks={page('From the browser')} site={SITE} />);
  });
  expect(container.querySelector('h1')).toBe(heading);
  expect(heading).toHaveTextContent('From the build');
  expect(screen.queryByText('From the browser')).toBeNull();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test("an island's links inside the site are followed as Gatsby links are, and fetched ahead on intent", async () => {
  const container = serverRendered(page('Home'));
  await act(async () => {
    hydrateRoot(container, <Blocks blocks={page('Home')} site={SITE} />);
  });
  const talk = screen.getByRole('link', { name: 'Talk' });
  fireEvent.pointerOver(talk);
  expect(hovering).toHaveBeenCalledWith('/contact');

  expect(clickTakenBySite(talk)).toBe(true); // no full page load
  expect(navigate).toHaveBeenCalledWith('/contact');

  // A new tab, and a link elsewhere, are the browser's.
  expect(clickTakenBySite(talk, { ctrlKey: true })).toBe(false);
  const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
  fireEvent.pointerOver(elsewhere);
  expect(clickTakenBySite(elsewhere)).toBe(false);
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(hovering).toHaveBeenCalledTimes(1);
});

test('without server HTML (gatsby develop) the first render renders its blocks', () => {
  render(<Blocks blocks={page('Developing')} site={SITE} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Developing');
});

test('rendered afresh beside the server HTML (a client-side navigation) blocks render from their data', () => {
  serverRendered(page('The page being left')); // its islands are still in the document as the next renders
  render(<Blocks blocks={page('Next page')} site={SITE} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Next page' })).toBeInTheDocument();
});
