import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { userEvent } from '@testing-library/user-event';
import { blockTypeName } from '../config/blocks';
import { Blocks } from './Blocks';
import { placeBlocks } from './group';
import { BLOCK_REGISTRY, entryFor, loadForm, loadStatics } from './registry';
import { dynamicZoneBlocks } from './schema';
import { asRichText, type AnyBlock, type BlockData, type BlocksSiteData } from './types';

jest.mock('../lib/sendSubmission');
jest.mock('../lib/toasts');
jest.mock('../lib/formToken');

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
const body = (text: string) => asRichText([paragraph(text)]);
const image = (width: number, height: number) => ({
  alternativeText: 'Northwind',
  localFile: {
    childImageSharp: {
      gatsbyImageData: {
        layout: 'fixed' as const,
        width,
        height,
        images: { fallback: { src: '/logo.png' }, sources: [] },
      },
    },
  },
});

const SITE: BlocksSiteData = {
  allStrapiService: {
    nodes: [
      { slug: 'project-management', title: 'Project Management', summary: 'Plans', description: 'More.', image: null },
      { slug: 'event-planning', title: 'Event Planning', summary: 'Events', description: 'Parties.', image: null },
    ],
  },
  strapiGlobal: {
    contactEmail: 'hello@x.example',
    contactPhone: '+44 20 0000 0000',
    address: '1 Street\nLondon',
    newsletterSentMessage: 'Check your inbox',
  },
};

// Block code is fetched on demand (registry.tsx); these tests render blocks whose code has come.
beforeAll(() => Promise.all([loadStatics(), loadForm()]));

function renderBlocks(blocks: Array<BlockData | AnyBlock | null>) {
  return renderWithProviders(<Blocks blocks={blocks} site={SITE} />);
}

describe('the block registry', () => {
  it('has one component for every block type the site declares', () => {
    expect(Object.keys(BLOCK_REGISTRY).sort()).toEqual(dynamicZoneBlocks().map(blockTypeName).sort());
  });

  it('knows nothing of a type the site lacks, and renders nothing for it', () => {
    expect(entryFor({ __typename: 'STRAPI__COMPONENT_BLOCKS_VIDEO' })).toBeUndefined();
    expect(entryFor({ __typename: 'toString' })).toBeUndefined();
    const { container } = renderBlocks([
      { __typename: 'STRAPI__COMPONENT_BLOCKS_VIDEO' },
      { __typename: 'STRAPI__COMPONENT_BLOCKS_RICH_TEXT', heading: 'Kept', body: body('Text') },
    ]);
    expect(screen.getByRole('heading', { name: 'Kept' })).toBeInTheDocument();
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('gathers consecutive text blocks into one reading column', () => {
    const kinds = placeBlocks(['text', 'text', 'hero', 'text', null, 'odd'], (block) =>
      block === 'text' ? 'flow' : block === 'hero' ? 'block' : 'unknown',
    );
    expect(kinds).toEqual([
      { kind: 'flow', blocks: ['text', 'text'], position: 0 },
      { kind: 'block', block: 'hero', position: 2 },
      { kind: 'flow', blocks: ['text'], position: 3 },
    ]);
  });
});

describe('each block component', () => {
  it('hero: the one h1, its line and call to action', () => {
    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_HERO',
        title: 'Big title',
        subtitle: 'Line',
        cta: { label: 'Talk', href: '/contact' },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Big title' })).toBeInTheDocument();
    expect(screen.getByText('Line')).toHaveClass('hero__subtitle');
    expect(screen.getByRole('link', { name: 'Talk' })).toHaveAttribute('href', '/contact');
  });

  it('rich text: heading and the blocks editor text, as the sections always looked', () => {
    const { container } = renderBlocks([
      { __typename: 'STRAPI__COMPONENT_BLOCKS_RICH_TEXT', heading: 'Our story', body: body('Two people.') },
    ]);
    expect(
      container.querySelector('.container.sections > .static-island > section.copy-section > h2'),
    ).toHaveTextContent('Our story');
    expect(screen.getByText('Two people.').tagName).toBe('P');
  });

  it('services grid: cards with a link, or every service in detail with the event request link', () => {
    const cards = renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID',
        layout: 'cards',
        heading: 'What we do',
        intro: 'Five services',
        link: { label: 'All services', href: '/services' },
      },
    ]);
    const region = screen.getByRole('region', { name: 'What we do' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Project Management', 'Event Planning']);
    expect(within(region).getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
    cards.unmount();

    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID',
        layout: 'detailed',
        heading: null,
        intro: null,
        link: { label: 'Request an event', href: '#event-request' },
      },
    ]);
    expect(screen.getByRole('region', { name: 'Event Planning' })).toHaveAttribute('id', 'event-planning');
    expect(screen.getByText('Parties.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Request an event' })).toHaveLength(1);
  });

  it('call to action: heading, text and both buttons', () => {
    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION',
        heading: 'Book now',
        text: 'Dates go fast',
        primary: { label: 'Request', href: '#event-request' },
        secondary: { label: 'Call us', href: '/contact' },
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Book now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request' })).toHaveAttribute('href', '#event-request');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', '/contact');
  });

  it('FAQ: questions in order, each a native disclosure (the browser suite opens them by keyboard)', async () => {
    const user = userEvent.setup();
    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_FAQ',
        heading: 'Questions',
        intro: null,
        faqGroup: {
          entries: [
            { index: 2, question: 'Second?', answer: 'Two.' },
            { index: 1, question: 'First?', answer: 'One.' },
          ],
        },
      },
    ]);
    const questions = screen.getAllByText(/\?$/);
    expect(questions.map((q) => q.textContent)).toEqual(['First?', 'Second?']);
    expect(questions[0].tagName).toBe('SUMMARY');
    const details = questions[0].closest('details')!;
    expect(details.open).toBe(false);
    await user.click(questions[0]);
    expect(details.open).toBe(true);
  });

  it('quote: a figure with its blockquote and caption', () => {
    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_QUOTE',
        quote: 'They ran it all.',
        author: 'Priya',
        role: 'Head of People',
        photo: null,
      },
    ]);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent('They ran it all.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('PriyaHead of People');
  });

  it('case studies: each chosen one as a card linking to its page, one without an address left out', () => {
    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_CASE_STUDIES',
        heading: 'What we delivered',
        intro: null,
        caseStudies: [
          { slug: 'a-law-firm', clientName: 'A law firm', sector: 'Legal', title: 'A move', summary: 'S', cover: null },
          { slug: null, clientName: 'Unpublished', sector: null, title: 'Gone', summary: null, cover: null },
        ],
      },
    ]);
    const section = screen.getByRole('region', { name: 'What we delivered' });
    expect(within(section).getAllByRole('article')).toHaveLength(1);
    expect(within(section).getByText('A law firm · Legal')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'A move' })).toHaveAttribute('href', '/case-studies/a-law-firm');
  });

  it('figures: each value with its label', () => {
    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_FIGURES',
        heading: 'In numbers',
        items: [
          { value: '160+', label: 'events' },
          { value: '4.8', label: 'rating' },
        ],
      },
    ]);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['events', 'rating']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['160+', '4.8']);
  });

  it('image with text: the picture with its size and alternative text, heading, text and link', () => {
    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_IMAGE_TEXT',
        heading: 'Every detail',
        body: body('We book it all.'),
        imagePosition: 'right',
        cta: { label: 'See services', href: '/services' },
        image: image(560, 373),
      },
    ]);
    const img = screen.getByRole('img', { name: 'Northwind' });
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('height', '373');
    expect(screen.getByText('We book it all.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See services' })).toHaveAttribute('href', '/services');
  });

  // The contact and event request forms are lazy chunks: each appears once its import has resolved.
  it('form: the contact form with the contact details and the editors’ text beside it', async () => {
    renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_FORM',
        form: 'contact-request',
        heading: 'Send us a message',
        intro: 'We reply soon.',
        showContactDetails: true,
        detailsHeading: 'Reach us directly',
        details: asRichText([
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Office hours' }] },
          paragraph('Weekdays'),
        ]),
      },
    ]);
    expect(await screen.findByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Event Planning' })).toHaveAttribute('value', 'event-planning');
    const aside = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(aside).getByRole('link', { name: 'hello@x.example' })).toHaveAttribute(
      'href',
      'mailto:hello@x.example',
    );
    expect(within(aside).getByRole('heading', { name: 'Office hours' })).toBeInTheDocument();
  });

  it('form: the event request form at its anchor, and the newsletter form', async () => {
    const { container } = renderBlocks([
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_FORM',
        form: 'event-request',
        heading: 'Plan an event',
        intro: '',
        showContactDetails: false,
        detailsHeading: null,
        details: null,
      },
      {
        __typename: 'STRAPI__COMPONENT_BLOCKS_FORM',
        form: 'subscription',
        heading: 'Monthly insights',
        intro: 'One email a month.',
        showContactDetails: false,
        detailsHeading: null,
        details: null,
      },
    ]);
    expect(container.querySelector('#event-request')).toContainElement(
      await screen.findByRole('form', { name: 'Plan an event' }),
    );
    expect(screen.getByRole('form', { name: 'Monthly insights' })).toBeInTheDocument();
  });

  it('logos: a list of images named by their alternative text', () => {
    renderBlocks([{ __typename: 'STRAPI__COMPONENT_BLOCKS_LOGOS', heading: 'Clients', logos: [image(144, 48), null] }]);
    expect(screen.getByRole('list')).toContainElement(screen.getByRole('img', { name: 'Northwind' }));
  });
});
