/** The page blocks and shared components in the admin. A component's main field names each item of a
 * repeatable component and each block on its collapsed header. */
import { FORM_KINDS, LEADS } from '../contracts/leads';
import type { AdminView } from './view';

const field = (label: string, description?: string) => ({ label, description });
const heading = field('Heading', 'The section’s heading; leave empty for none.');
const requiredHeading = field('Heading', 'The section’s heading.');
const intro = field('Introduction', 'A short paragraph under the heading.');
const link = field('Link', 'A button: its words and where it goes (a path like /contact, or a full address).');

export const COMPONENT_VIEWS: Record<string, AdminView> = {
  'blocks.hero': {
    mainField: 'title',
    fields: {
      title: field('Heading', 'The big heading at the top of the page.'),
      subtitle: field('Subheading', 'One or two sentences under it.'),
      cta: field('Button', 'An optional button under the subheading.'),
    },
  },
  'blocks.rich-text': {
    mainField: 'heading',
    fields: { heading, body: field('Text', 'Paragraphs, headings, lists, links and images.') },
  },
  'blocks.services-grid': {
    mainField: 'heading',
    fields: {
      heading,
      intro,
      layout: field(
        'Layout',
        'Cards: summaries side by side. Detailed: each service with its description and picture.',
      ),
      link: field('Link', 'An optional button under the services, e.g. to the Services page.'),
    },
  },
  'blocks.call-to-action': {
    mainField: 'heading',
    fields: {
      heading: requiredHeading,
      text: field('Text', 'A sentence or two that leads to the button.'),
      primary: field('Main button', 'The button the section is for.'),
      secondary: field('Second button', 'An optional, quieter alternative.'),
    },
  },
  'blocks.faq': {
    mainField: 'heading',
    fields: { heading, intro, faqGroup: field('FAQ group', 'The questions and answers to show, as an accordion.') },
  },
  'blocks.quote': {
    mainField: 'author',
    fields: {
      quote: field('Quote', 'The client’s words, without quotation marks.'),
      author: field('Who said it', 'Their name, as they agreed to be quoted.'),
      role: field('Their role', 'E.g. "Operations director, Northwind".'),
      photo: field('Photo', 'Optional; describe it in the media library.'),
    },
  },
  'blocks.case-studies': {
    mainField: 'heading',
    fields: {
      heading,
      intro,
      caseStudies: field(
        'Case studies',
        'The case studies to show, in this order; in each language the page shows their translation, where published.',
      ),
    },
  },
  'blocks.figures': {
    mainField: 'heading',
    fields: { heading, items: field('Figures', 'Two to four figures shown side by side.') },
  },
  'blocks.figure': {
    mainField: 'label',
    fields: {
      value: field('Figure', 'The number as it should read, e.g. "120+" or "98%".'),
      label: field('What it counts', 'E.g. "projects delivered".'),
    },
  },
  'blocks.image-text': {
    mainField: 'heading',
    fields: {
      heading: requiredHeading,
      body: field('Text', 'Paragraphs, lists and links beside the picture.'),
      image: field('Picture', 'Describe it in the media library.'),
      imagePosition: field('Picture on the', 'Which side the picture stands on wide screens.'),
      cta: link,
    },
  },
  'blocks.form': {
    mainField: 'heading',
    fields: {
      form: field(
        'Form',
        `Which form: ${FORM_KINDS.map((kind) => `${kind} (the ${LEADS[kind].labels.one} form)`).join(', ')}.`,
      ),
      heading: requiredHeading,
      intro,
      showContactDetails: field('Show contact details', 'The firm’s email, phone and address beside the form.'),
      detailsHeading: field('Contact details heading', 'The heading over the contact details, when shown.'),
      details: field('Under the contact details', 'Text under them, such as opening hours; optional.'),
    },
  },
  'blocks.logos': {
    mainField: 'heading',
    fields: { heading, logos: field('Logos', 'Clients’ or partners’ logos; describe each in the media library.') },
  },
  'shared.link': {
    mainField: 'label',
    fields: {
      label: field('Words', 'What the button or link says.'),
      href: field('Goes to', 'A path on this site like /contact, or a full address.'),
    },
  },
  'shared.seo': {
    mainField: 'metaTitle',
    fields: {
      metaTitle: field('SEO title', 'The title in search results and browser tabs; empty: the page’s own title.'),
      metaDescription: field('SEO description', 'One or two sentences shown under the title in search results.'),
      shareImage: field('Share image', 'The picture shown when the page is shared on social media.'),
      canonicalUrl: field('Canonical address', 'Only if this content’s main address is another one; usually empty.'),
      noindex: field('Hide from search engines', 'Keeps the page out of search results and the sitemap.'),
    },
  },
  'shared.social-link': {
    mainField: 'network',
    fields: {
      network: field('Network', 'E.g. LinkedIn.'),
      url: field('Profile address', 'The full address of the firm’s profile.'),
    },
  },
  'faq.entry': {
    mainField: 'question',
    fields: {
      index: field('Position', 'The order in the chat’s list, from 1.'),
      question: field('Question', 'As the visitor would ask it; typed questions are matched against it.'),
      answer: field('Answer', 'The chat’s answer.'),
    },
  },
};
