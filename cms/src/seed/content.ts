/**
 * Everything the site says on a fresh machine. The bootstrap writes it into the CMS on first start
 * (./seed.ts); from then on editors own it in the admin panel and this file is never read again.
 * Images are file names in cms/seed/images.
 */

export const FIRM_NAME = 'Meridian Works';

export const global = {
  siteName: FIRM_NAME,
  tagline: 'Projects delivered. Businesses advanced.',
  textLogo: 'text-logo.png',
  transparentLogo: 'logo-mark.png',
  contactEmail: 'hello@meridianworks.example',
  contactPhone: '+44 20 7946 0321',
  address: '14 Harbour Street, Suite 3\nLondon EC2A 4NE\nUnited Kingdom',
  socialLinks: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/meridian-works-example' },
    { network: 'X', url: 'https://x.com/meridianworks_example' },
  ],
  footerText: 'Meridian Works plans, builds and runs the projects, systems and events that move businesses forward.',
  newsletterHeading: 'Insights, once a month',
  newsletterIntro: 'One short email a month with lessons from our projects. No spam; unsubscribe with one click.',
  // What the footer form says after a sign-up (the same whatever the address), and the words of the
  // pages the newsletter's emails link to (/newsletter/confirm, /newsletter/unsubscribe).
  newsletterSentMessage:
    'Almost done: please check your inbox and confirm with the link we have sent you. If the address is already subscribed, nothing changes.',
  newsletterConfirmTitle: 'Confirm your subscription',
  newsletterConfirmIntro: 'Press the button to receive our newsletter at the address this link was sent to.',
  newsletterConfirmButton: 'Confirm my subscription',
  newsletterConfirmBusy: 'Confirming your subscription…',
  newsletterConfirmDone: 'Thank you: your subscription is confirmed.',
  newsletterConfirmDoneDetail: 'Every newsletter carries a link to unsubscribe with one click, whenever you like.',
  newsletterUnsubscribeTitle: 'Unsubscribe from the newsletter',
  newsletterUnsubscribeIntro: 'Press the button to stop receiving our newsletter at the address this link was sent to.',
  newsletterUnsubscribeButton: 'Unsubscribe',
  newsletterUnsubscribeBusy: 'Unsubscribing…',
  newsletterUnsubscribeDone: 'You are unsubscribed.',
  newsletterUnsubscribeDoneDetail:
    'You will receive no more newsletters from us. You can subscribe again at any time from the footer.',
  defaultSeo: {
    metaTitle: FIRM_NAME,
    metaDescription:
      'Project management, turnkey solutions, business consulting, IT support and event planning for growing businesses.',
    shareImage: 'share.png',
  },
};

/** Strapi blocks-editor content (the rich-text body of a block) from plain paragraphs. */
export type RichText = Array<{ type: 'paragraph'; children: Array<{ type: 'text'; text: string }> }>;
export const text = (...paragraphs: string[]): RichText =>
  paragraphs.map((paragraph) => ({ type: 'paragraph', children: [{ type: 'text', text: paragraph }] }));

/** A block of a page's dynamic zone, as the Document Service takes it. */
export type SeedBlock = { __component: string } & Record<string, unknown>;

/** A rich-text block: a heading over plain paragraphs. */
export const section = (heading: string, ...paragraphs: string[]): SeedBlock => ({
  __component: 'blocks.rich-text',
  heading,
  body: text(...paragraphs),
});

export const homePage = {
  title: 'Home',
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'One partner from first plan to final handover',
      subtitle:
        'We run your projects, deliver complete solutions, sharpen your strategy, keep your IT running and stage the events that bring your people together.',
      cta: { label: 'Talk to us about your project', href: '/contact' },
    },
    {
      __component: 'blocks.services-grid',
      layout: 'cards',
      heading: 'What we do',
      intro: 'Five services, one accountable team. Take one, or let us combine them for you.',
      link: { label: 'All services in detail', href: '/services' },
    },
    section(
      'Why clients stay with us',
      'Nine in ten of our clients come back for a second engagement. They stay because we say what we will deliver, put a named lead on it, and report progress every week in plain language.',
      'We are small enough to care about each project and experienced enough to have seen most of what can go wrong.',
    ),
    section(
      'How an engagement starts',
      'A free 45-minute call to understand your goal, a written proposal within five working days with a fixed scope and price, and a kick-off within two weeks of your go-ahead.',
    ),
  ] as SeedBlock[],
  seo: {
    metaTitle: FIRM_NAME,
    metaDescription:
      'Meridian Works: project management, turnkey solutions, business consulting, IT support and event planning.',
  },
};

export const aboutPage = {
  title: 'About',
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'About Meridian Works',
      subtitle:
        'Founded in 2012 by a project director and an IT engineer who were tired of handing clients from one supplier to the next.',
      cta: { label: 'See our services', href: '/services' },
    },
    section(
      'Our story',
      'We started with two people and one promise: a single team responsible for the whole result. Today 38 consultants, engineers and event producers work from London and Manchester for clients across the UK and Europe.',
    ),
    section(
      'What we believe',
      'Plans are only useful if people can follow them. Technology should disappear into the work. Every event is a chance to move a business forward, not just to fill a room.',
      'We put these beliefs into practice with fixed scopes, open books and one accountable lead for every client.',
    ),
    section(
      'Our numbers',
      'More than 420 projects delivered, 1,900 IT users supported every day, 160 events produced, and an average client relationship of six years.',
    ),
  ] as SeedBlock[],
  seo: {
    metaDescription:
      'Meet Meridian Works: 38 consultants, engineers and event producers delivering projects, IT and events since 2012.',
  },
};

export const servicesPage = {
  title: 'Services',
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'Services',
      subtitle: 'Pick the help you need today; we will make sure it fits with what you need tomorrow.',
      cta: { label: 'Ask for a proposal', href: '/contact' },
    },
    {
      __component: 'blocks.services-grid',
      layout: 'detailed',
      // Shown under the event planning service, leading to the form below.
      link: { label: 'Request an event', href: '#event-request' },
    },
    section(
      'How we price',
      'Fixed-price proposals for defined projects, monthly plans for IT support, and a day rate for advisory work. Every proposal lists exactly what is included.',
    ),
    {
      __component: 'blocks.form',
      form: 'event-request',
      heading: 'Plan an event with us',
      intro:
        'Tell us about your event and we will reply within one working day with ideas, a rough budget and available dates.',
    },
  ] as SeedBlock[],
  seo: {
    metaDescription:
      'Project management, turnkey solutions, business consulting, IT support and event planning from Meridian Works.',
  },
};

export const contactPage = {
  title: 'Contact',
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'Contact us',
      subtitle: 'Tell us what you are working on. A consultant, not a call centre, replies within one working day.',
    },
    {
      __component: 'blocks.form',
      form: 'contact-request',
      heading: 'Send us a message',
      intro: 'Fields marked required are needed so we can reply. Everything else helps us prepare.',
      showContactDetails: true,
      detailsHeading: 'Reach us directly',
      details: [
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Office hours' }] },
        ...text('Monday to Friday, 8:30 to 18:00 UK time. IT support clients reach our service desk around the clock.'),
      ],
    },
  ] as SeedBlock[],
  seo: {
    metaDescription: 'Contact Meridian Works by form, email or phone. We reply within one working day.',
  },
};

/**
 * The example landing page (api::page.page, built at /{slug}): a campaign page that shows most block
 * types. `faqLevel` names the FAQ group its FAQ block shows; images are file names in cms/seed/images.
 */
export const landingPage = {
  title: 'Company events 2027',
  slug: 'company-events-2027',
  faqLevel: 5,
  blocks: [
    {
      __component: 'blocks.hero',
      title: 'Your 2027 company event, planned end to end',
      subtitle:
        'Kick-offs, conferences and summer parties for 50 to 2,000 guests: one producer from the first idea to the last guest home.',
      cta: { label: 'Request an event', href: '#event-request' },
    },
    {
      __component: 'blocks.figures',
      heading: 'Events we have produced',
      items: [
        { value: '160+', label: 'events since 2012' },
        { value: '2,000', label: 'guests at our largest conference' },
        { value: '4.8 / 5', label: 'average guest rating' },
      ],
    },
    {
      __component: 'blocks.image-text',
      heading: 'One producer, every detail',
      image: 'event-planning.png',
      imagePosition: 'left',
      body: text(
        'Venue, catering, stage, sound, travel and the guest list: your producer books and runs all of it, and you get one weekly update in plain language.',
        'Booking for 2027 now leaves the widest choice of venues and dates.',
      ),
      cta: { label: 'See all our services', href: '/services' },
    },
    {
      __component: 'blocks.quote',
      quote:
        'Meridian Works ran our 600-person kick-off in four weeks. Nobody on our side had to chase a single supplier.',
      author: 'Priya Raman',
      role: 'Head of People, Northwind Logistics',
    },
    {
      __component: 'blocks.case-studies',
      heading: 'An event we have delivered',
      intro: 'A partner conference for 600 guests, planned in ten weeks.',
      caseStudies: ['northwind-conference'],
    },
    {
      __component: 'blocks.faq',
      heading: 'Questions about events',
      intro: 'What clients usually ask before they book.',
    },
    {
      __component: 'blocks.logos',
      heading: 'Part of the Meridian Works family',
      logos: ['logo-mark.png'],
    },
    {
      __component: 'blocks.call-to-action',
      heading: 'Dates for 2027 are going fast',
      text: 'Tell us the month and the size of your event; we reply within one working day with venues and a rough budget.',
      primary: { label: 'Request an event', href: '#event-request' },
      secondary: { label: 'Talk to a consultant', href: '/contact' },
    },
    {
      __component: 'blocks.form',
      form: 'event-request',
      heading: 'Request your 2027 event',
      intro: 'A few details are enough to start; a producer replies within one working day.',
    },
  ] as SeedBlock[],
  seo: {
    metaDescription:
      'Company events in 2027 planned end to end by Meridian Works: kick-offs, conferences and parties for 50 to 2,000 guests.',
  },
};

export const chatbotSettings = {
  title: 'Meridian assistant',
  launcherLabel: 'Questions? Chat with us',
  welcomeMessage:
    'Hello! I am the Meridian Works assistant. I can answer common questions about our services and pass your details to a consultant.',
  contactFormIntro:
    'So a consultant can follow up, please leave at least your name, email or phone. Industry helps us tailor the answer.',
  cannotUnderstandMessage: 'Sorry, I could not understand that question. Please try again, or pick one of these:',
  transcriptSentMessage: 'Thank you! A consultant has your questions and will be in touch within one working day.',
  transcriptFailedMessage:
    'We could not send your conversation just now. It is kept safe on this device and will be sent automatically.',
};

export const services = [
  {
    title: 'Project Management',
    slug: 'project-management',
    order: 1,
    image: 'project-management.png',
    summary: 'A named project lead who plans, tracks and reports your project from kick-off to handover.',
    description:
      'We set up the plan, the budget and the risks register, run the weekly rhythm of the team, and report progress in plain language. Our leads are PRINCE2 and PMP certified and have run projects from office moves to ERP roll-outs.\n\nYou get one page of status every week and one person who answers for the result.',
  },
  {
    title: 'Turnkey Solutions',
    slug: 'turnkey-solutions',
    order: 2,
    image: 'turnkey-solutions.png',
    summary: 'Complete offices, systems and facilities handed over ready to use, at one fixed price.',
    description:
      'From fitting out a new office to installing a complete network, we design, buy, build, test and hand over. You agree the result and the price once; we coordinate every supplier and trade in between.\n\nEvery turnkey project ends with training for your staff and a 12-month warranty.',
  },
  {
    title: 'Business Consulting',
    slug: 'business-consulting',
    order: 3,
    image: 'business-consulting.png',
    summary: 'Strategy, process and organisation advice that ends in a plan your team can carry out.',
    description:
      'We help owners and leadership teams decide where to grow, what to stop and how to organise for it: market and cost reviews, process redesign, and change programmes.\n\nOur advice always ends in a concrete roadmap with owners, dates and measures.',
  },
  {
    title: 'IT Support',
    slug: 'it-support',
    order: 4,
    image: 'it-support.png',
    summary: 'A service desk, monitoring and security for your people and systems, around the clock.',
    description:
      'Our service desk answers in under a minute, our engineers monitor your servers and cloud services day and night, and we keep devices patched, backed up and secure.\n\nPlans are priced per user per month, with no long lock-in.',
  },
  {
    title: 'Event Planning',
    slug: 'event-planning',
    order: 5,
    image: 'event-planning.png',
    summary: 'Conferences, launches, off-sites and celebrations, planned and produced end to end.',
    description:
      'We find the venue, build the programme, manage speakers, catering, AV and guests, and run the day itself. Events from 20 to 2,000 guests, in person, hybrid or online.\n\nAfter every event you receive a report with attendance, feedback and costs against budget.',
  },
];

/** The chatbot's FAQ: level 1 to 5, four entries each (SPEC section 3 and 9). */
export const faqGroups = [
  {
    level: 1,
    title: 'Getting started',
    entries: [
      {
        question: 'What services does Meridian Works offer?',
        answer:
          'Five: project management, turnkey solutions, business consulting, IT support and event planning. You can take one or combine several under a single contract and one account lead.',
      },
      {
        question: 'How do we start working together?',
        answer:
          'Book a free 45-minute call. Within five working days you receive a written proposal with scope, timeline and a fixed price; we can kick off within two weeks of your go-ahead.',
      },
      {
        question: 'Which industries do you work with?',
        answer:
          'Mostly professional services, manufacturing, retail, healthcare and non-profits, from 10 to 2,000 employees. Our methods work in any sector; we tell you honestly if we lack the expertise.',
      },
      {
        question: 'Where are you based and where do you work?',
        answer:
          'Our offices are in London and Manchester. We work on site across the UK and Europe, and remotely anywhere.',
      },
    ],
  },
  {
    level: 2,
    title: 'Projects and turnkey delivery',
    entries: [
      {
        question: 'How do you keep projects on time and on budget?',
        answer:
          'A baseline plan agreed with you, weekly status reports, a risk log reviewed every week, and change control: nothing is added to the scope or the price without your written approval.',
      },
      {
        question: 'What does turnkey mean in practice?',
        answer:
          'You agree the finished result and one fixed price. We design, procure, build, test and hand over, coordinating every supplier. You receive the keys, the documentation and trained staff.',
      },
      {
        question: 'Can you take over a project that is already running?',
        answer:
          'Yes. We start with a two-week health check, tell you plainly where the project stands, and propose a recovery plan before taking over.',
      },
      {
        question: 'Which project methods do you use?',
        answer:
          'PRINCE2 and PMP practices for structure, agile delivery where requirements evolve, and a hybrid of the two for most technology projects.',
      },
    ],
  },
  {
    level: 3,
    title: 'Consulting',
    entries: [
      {
        question: 'What does a consulting engagement look like?',
        answer:
          'Typically four to twelve weeks: interviews and data review, options with their costs and benefits, and a roadmap with owners, dates and measures. We can then help you carry it out.',
      },
      {
        question: 'How much does consulting cost?',
        answer:
          'Defined assignments have a fixed price agreed up front; open advisory work is billed at a day rate. Most first assignments cost between 8,000 and 40,000 pounds.',
      },
      {
        question: 'Will you work with our internal team?',
        answer:
          'Always. We pair each consultant with someone on your side so that the knowledge stays in your business when we leave.',
      },
      {
        question: 'Do you sign non-disclosure agreements?',
        answer:
          'Yes, before the first detailed conversation if you wish. All our staff are bound by confidentiality in their contracts.',
      },
    ],
  },
  {
    level: 4,
    title: 'IT support',
    entries: [
      {
        question: 'What are your IT support hours?',
        answer:
          'The service desk and monitoring run 24 hours a day, 7 days a week. On-site engineers are available Monday to Friday, 8:00 to 18:00, with emergency call-outs at any time.',
      },
      {
        question: 'How fast do you respond to an IT problem?',
        answer:
          'Calls are answered in under a minute. Critical incidents get an engineer working on them within 15 minutes; everything else within 2 working hours.',
      },
      {
        question: 'How is IT support priced?',
        answer:
          'Per user per month, from 35 pounds, including the service desk, device management, patching, backup and security monitoring. Projects are quoted separately.',
      },
      {
        question: 'Do you handle cybersecurity and backups?',
        answer:
          'Yes: endpoint protection, email filtering, multi-factor sign-in, patching, daily off-site backups with tested restores, and help towards Cyber Essentials certification.',
      },
    ],
  },
  {
    level: 5,
    title: 'Events',
    entries: [
      {
        question: 'What kinds of events do you plan?',
        answer:
          'Conferences, product launches, staff off-sites, awards evenings, trade show stands and hybrid or online events, from 20 to 2,000 guests.',
      },
      {
        question: 'How far ahead should we book an event?',
        answer:
          'Three to six months for conferences and large events, six to eight weeks for smaller gatherings. Ask us anyway if it is sooner: we often find a way.',
      },
      {
        question: 'Can you run hybrid and online events?',
        answer:
          'Yes. We provide streaming, a production crew, a moderated online audience and recordings, so remote guests get the same experience as those in the room.',
      },
      {
        question: 'How do you work with our event budget?',
        answer:
          'We build the plan around your budget, show every cost line openly, and report spending against it weekly until the final invoice.',
      },
    ],
  },
];

export { privacyPage, privacyPageWithCrm } from './privacy';
