/** The site's pages and settings in the admin: labels, one-line descriptions and list settings. */
import type { AdminView } from './view';

const seo = { label: 'SEO', description: 'Title, description and share image for search engines and social posts.' };
const blocks = {
  label: 'Page sections',
  description: 'The page from top to bottom: add, reorder or remove sections.',
};
const pageTitle = {
  label: 'Title',
  description: 'What the page is called, here and in search results unless the SEO title says otherwise.',
};

export const PAGE_VIEWS: Record<string, AdminView> = {
  // Every page: the fixed ones (slugs home, about, services, contact: src/contracts/pages.ts) and the
  // landing pages. The list shows the slug, so the fixed pages are recognisable by it.
  'api::page.page': {
    mainField: 'title',
    list: ['title', 'slug', 'updatedAt'],
    sort: { by: 'title', order: 'ASC' },
    fields: {
      title: pageTitle,
      slug: {
        label: 'Address',
        description:
          'A landing page is published at /address (lower-case words joined by hyphens), and its German version at /de/ its own address. The fixed pages keep theirs in every language: home (/), about, services, contact.',
      },
      blocks,
      seo,
    },
  },
  'api::redirect.redirect': {
    mainField: 'from',
    list: ['from', 'to', 'permanent', 'updatedAt'],
    sort: { by: 'from', order: 'ASC' },
    fields: {
      from: { label: 'Old address', description: 'The path visitors arrive at, such as /old-offer (not a live page).' },
      to: {
        label: 'New address',
        description: 'A path on this site (/services) or a full URL; chains are followed to their end.',
      },
      permanent: {
        label: 'Permanent',
        description: 'On: the page has moved for good (301, search engines follow). Off: for now (302).',
      },
      note: { label: 'Note', description: 'Why this redirect exists; only editors see it.' },
    },
  },
  'api::privacy-page.privacy-page': {
    mainField: 'title',
    fields: {
      title: { label: 'Heading', description: 'The privacy notice’s main heading.' },
      subtitle: { label: 'Introduction', description: 'A short line under the heading.' },
      lastUpdated: { label: 'Last updated', description: 'Shown to visitors: change it whenever the notice changes.' },
      body: { label: 'Notice', description: 'The full privacy notice, with headings, lists and links.' },
      seo,
    },
  },
  'api::service.service': {
    mainField: 'title',
    list: ['order', 'title', 'slug', 'updatedAt'],
    sort: { by: 'order', order: 'ASC' },
    fields: {
      title: { label: 'Name', description: 'The service’s name on cards and in the chat.' },
      slug: {
        label: 'Address',
        description:
          'Generated from the name; used in links to the service and sent with a contact request. The same in every language: a change here changes it in all.',
      },
      summary: { label: 'Summary', description: 'One or two sentences on the service card.' },
      description: { label: 'Description', description: 'The longer text on the Services page.' },
      image: {
        label: 'Picture',
        description: 'Shown on the card and the Services page; describe it in the media library.',
      },
      order: { label: 'Position', description: 'Services are listed from the lowest number up.' },
    },
  },
  'api::faq-group.faq-group': {
    mainField: 'title',
    list: ['level', 'title', 'updatedAt'],
    sort: { by: 'level', order: 'ASC' },
    fields: {
      level: {
        label: 'Chat level',
        description: 'The step of the chat conversation that offers these questions (1 to 5).',
      },
      title: { label: 'Group name', description: 'What the group is about; also the heading of an FAQ section.' },
      entries: { label: 'Questions and answers', description: 'Four questions the chat offers at this level.' },
    },
  },
  'api::chatbot-setting.chatbot-setting': {
    mainField: 'title',
    fields: {
      title: { label: 'Chat title', description: 'The heading at the top of the open chat.' },
      launcherLabel: { label: 'Launcher label', description: 'What the round chat button says to screen readers.' },
      welcomeMessage: { label: 'Welcome message', description: 'The chat’s first message.' },
      contactFormIntro: { label: 'Contact form introduction', description: 'Above the name, email and phone fields.' },
      cannotUnderstandMessage: {
        label: 'Not understood',
        description: 'The answer to a typed question that matches no FAQ entry.',
      },
      transcriptSentMessage: { label: 'Transcript sent', description: 'Shown when the visitor ends the chat.' },
      transcriptFailedMessage: {
        label: 'Transcript not sent',
        description: 'Shown when the transcript could not be sent.',
      },
    },
  },
  'api::article.article': {
    mainField: 'title',
    list: ['title', 'category', 'date', 'updatedAt'],
    sort: { by: 'date', order: 'DESC' },
    fields: {
      title: { label: 'Title', description: 'The article’s headline, here, on its card and in search results.' },
      slug: {
        label: 'Address',
        description:
          'The article is published at /insights/address, its German version at /de/insights/ its own address.',
      },
      summary: { label: 'Summary', description: 'One or two sentences on the article’s card and under its title.' },
      cover: {
        label: 'Cover picture',
        description: 'Shown on the card and above the article; describe it in the media library.',
      },
      body: { label: 'Article', description: 'The article from top to bottom, made of the same sections as a page.' },
      author: { label: 'Author', description: 'Who wrote it: their name, role and photo are shown with the article.' },
      category: { label: 'Category', description: 'The article is listed on its category’s page.' },
      tags: {
        label: 'Tags',
        description:
          'A few words, separated by commas (planning, budgets). Plain words rather than a list of entries: tags need no page of their own, and each language has its own.',
      },
      date: {
        label: 'Date shown',
        description: 'The date readers see and the list’s order. Left empty, the day the article was first published.',
      },
      relatedArticles: {
        label: 'Related articles',
        description: 'Up to three chosen by you; left empty, the newest of the same category are shown.',
      },
      seo,
    },
  },
  'api::author.author': {
    mainField: 'name',
    list: ['name', 'role', 'updatedAt'],
    sort: { by: 'name', order: 'ASC' },
    fields: {
      name: { label: 'Name', description: 'The author’s name, as shown with their articles.' },
      role: { label: 'Role', description: 'Their job at the firm, under their name.' },
      photo: { label: 'Photo', description: 'A square portrait, shown small beside the name.' },
      bio: { label: 'Short bio', description: 'Two or three sentences at the end of their articles.' },
      articles: { label: 'Articles', description: 'The articles they wrote (set on each article).' },
    },
  },
  'api::category.category': {
    mainField: 'name',
    list: ['name', 'slug', 'updatedAt'],
    sort: { by: 'name', order: 'ASC' },
    fields: {
      name: { label: 'Name', description: 'The topic’s name on article cards and as its page’s heading.' },
      slug: {
        label: 'Address',
        description: 'The category’s page is at /insights/category/address (and /de/insights/category/ its own).',
      },
      description: { label: 'Description', description: 'One or two sentences under the heading of its page.' },
      articles: { label: 'Articles', description: 'The articles in this category (set on each article).' },
    },
  },
  'api::case-study.case-study': {
    mainField: 'clientName',
    list: ['clientName', 'sector', 'date', 'updatedAt'],
    sort: { by: 'date', order: 'DESC' },
    fields: {
      clientName: {
        label: 'Client',
        description: 'The client’s name, or how they may be described when they stay anonymous: “A London law firm”.',
      },
      slug: {
        label: 'Address',
        description:
          'The case study is published at /case-studies/address, its German version at /de/case-studies/ its own address.',
      },
      title: { label: 'Title', description: 'What was done, in a line: the heading of the case study and its card.' },
      summary: { label: 'Summary', description: 'One or two sentences on the case study’s card and under its title.' },
      sector: { label: 'Sector', description: 'The client’s line of business, such as “Legal services”.' },
      clientLogo: {
        label: 'Client logo',
        description: 'Optional: only with the client’s permission. Leave empty for an anonymous client.',
      },
      cover: { label: 'Cover picture', description: 'Shown on the card and above the case study.' },
      services: {
        label: 'Services',
        description: 'The services the work involved: the case study is linked from each on the Services page.',
      },
      challenge: { label: 'Challenge', description: 'Where the client stood and what they needed.' },
      approach: { label: 'Approach', description: 'What the firm did, and how.' },
      results: {
        label: 'Results',
        description: 'One to six figures, each a value and what it counts: “40%”, “lower costs”.',
      },
      quote: { label: 'Client quote', description: 'Optional: the client’s words, who said them and their role.' },
      date: {
        label: 'Date shown',
        description: 'The list’s order, newest first. Left empty, the day the case study was first published.',
      },
      seo,
    },
  },
};
