/**
 * The insights' first-start content (issue 48): two authors, three categories and six articles, in
 * English. ./insights.de.ts is the same in German (the same shapes, checked by insights.de.test.ts).
 * Authors, categories and articles are found again by `key`, which is never stored: the seed's own
 * name for an entry, so a translation and the relations between entries can name it.
 * Pictures are the seed's images (cms/seed/images), uploaded once and shared by every language.
 */
import { section, type SeedBlock } from './content';

export interface SeedAuthor {
  key: string;
  name: string;
  role: string;
  photo: string;
  bio: string;
}

export interface SeedCategory {
  key: string;
  name: string;
  slug: string;
  description: string;
}

export interface SeedArticle {
  key: string;
  title: string;
  slug: string;
  summary: string;
  cover: string;
  author: string;
  category: string;
  tags: string;
  /** The date shown, YYYY-MM-DD. */
  date: string;
  body: SeedBlock[];
  seo: { metaTitle: string; metaDescription: string };
}

export const authors: SeedAuthor[] = [
  {
    key: 'clara',
    name: 'Clara Whitfield',
    role: 'Head of Delivery',
    photo: 'author-clara.png',
    bio: 'Clara has run programmes for retailers, charities and law firms for fifteen years. She leads our project management and turnkey teams.',
  },
  {
    key: 'james',
    name: 'James Okafor',
    role: 'IT Services Lead',
    photo: 'author-james.png',
    bio: 'James looks after the networks, devices and help desks of our clients’ offices, and plans the technology for their events.',
  },
];

export const categories: SeedCategory[] = [
  {
    key: 'delivery',
    name: 'Project delivery',
    slug: 'project-delivery',
    description: 'Planning, running and handing over projects: what we have learned from delivering them.',
  },
  {
    key: 'technology',
    name: 'Technology',
    slug: 'technology',
    description: 'IT support, office moves and the systems a growing business runs on.',
  },
  {
    key: 'events',
    name: 'Events',
    slug: 'events',
    description: 'Conferences, launches and client evenings, from the first budget to the last guest leaving.',
  },
];

export const articles: SeedArticle[] = [
  {
    key: 'week-three',
    title: 'Why projects slip in week three, and how to stop it',
    slug: 'why-projects-slip-in-week-three',
    summary:
      'Most late projects are not late at the end: they fall behind in their first month. Three habits that keep a plan honest from the start.',
    cover: 'project-management.png',
    author: 'clara',
    category: 'delivery',
    tags: 'planning, risk, governance',
    date: '2026-11-18',
    body: [
      section(
        'The quiet weeks',
        'A project rarely announces that it is in trouble. The kick-off goes well, everyone agrees on the plan, and for two weeks the status report is green. Then, in week three, the first dependency arrives late, a decision waits for a meeting that has been moved, and nobody updates the plan because the slip is only a few days.',
        'Those few days are where most late projects begin. By the time a delay is big enough to report, it has usually been building for a month, and the options for recovering it are fewer and dearer.',
      ),
      section(
        'Three habits that help',
        'First, plan the first six weeks in days, not weeks. A fortnight-long task hides a late start; a two-day task cannot. Second, name one person for every decision the plan depends on, with a date by which they decide. A decision without an owner is a delay waiting to happen. Third, report the forecast, not the status: “we will finish design on the 14th, two days after plan” tells a sponsor far more than a green light.',
        'None of this needs new software. A shared spreadsheet with dates, owners and a forecast column is enough for most projects of under a year.',
      ),
      {
        __component: 'blocks.quote',
        quote: 'The cheapest day to recover a project is the first day it slips.',
        author: 'Clara Whitfield',
        role: 'Head of Delivery',
      },
      section(
        'When to ask for help',
        'If the forecast has moved three weeks in a row, the plan is no longer a plan. That is the moment to stop, re-plan with the people doing the work and agree the new dates with the sponsor, rather than hoping the next week will be better.',
      ),
    ],
    seo: {
      metaTitle: 'Why projects slip in week three',
      metaDescription:
        'Most late projects fall behind in their first month. Three habits that keep a project plan honest from the start.',
    },
  },
  {
    key: 'turnkey-handover',
    title: 'Turnkey delivery: what to hand over, and what to keep',
    slug: 'turnkey-delivery-what-to-hand-over',
    summary:
      'Handing a whole project to one supplier saves time and meetings, but only if you keep the few decisions that must stay yours.',
    cover: 'turnkey-solutions.png',
    author: 'clara',
    category: 'delivery',
    tags: 'turnkey, suppliers, contracts',
    date: '2026-10-07',
    body: [
      section(
        'One contract, one point of contact',
        'A turnkey project puts design, suppliers, installation and handover in one pair of hands. For a new office, a showroom or a fit-out, that means one contract, one plan and one person to call, instead of a dozen trades to co-ordinate yourself.',
        'The saving is real: our clients typically spend a few hours a week on a turnkey project, against two or three days a week when they manage the trades themselves.',
      ),
      section(
        'What stays yours',
        'Three things should never be handed over: the budget ceiling, the date that cannot move, and the sign-off of what “finished” means. Write them down before the work starts. A good turnkey partner will welcome them, because they are what every other decision is measured against.',
        'Everything else, from the choice of contractors to the order of the works, is better left to the team that does it every week, provided they report against those three.',
      ),
      section(
        'A handover that works',
        'Ask for the handover pack at the start, not the end: the warranties, the manuals, the list of who to call for what. A project that plans its handover from the first week finishes with a building that people can use on the Monday, not a list of snags.',
      ),
    ],
    seo: {
      metaTitle: 'Turnkey delivery: what to hand over',
      metaDescription:
        'A turnkey project saves time if you keep three decisions: the budget ceiling, the fixed date and what finished means.',
    },
  },
  {
    key: 'one-page-plan',
    title: 'A one-page project plan your board will read',
    slug: 'a-one-page-project-plan',
    summary:
      'Boards do not read forty-page plans. What belongs on the one page they will read, and what can live in the appendix.',
    cover: 'business-consulting.png',
    author: 'clara',
    category: 'delivery',
    tags: 'planning, reporting, boards',
    date: '2026-08-12',
    body: [
      section(
        'Start from the question the board asks',
        'A board wants to know three things about a project: will it deliver what we agreed, by when, and for how much. A plan that answers those on its first page gets read; one that opens with methodology does not.',
      ),
      section(
        'What goes on the page',
        'The outcome in one sentence. Five to seven milestones with dates. The budget, spent and forecast. The three biggest risks, each with its owner and what is being done about it. And the decisions the board needs to make, with the date by which they are needed.',
        'That is all. The detailed schedule, the resource plan and the risk register stay in the appendix, for the people who run the project.',
      ),
      section(
        'Keep it the same page',
        'Use the same layout every month, so a director can see at a glance what has moved. A change in a milestone date, shown beside the original one, says more than a paragraph of explanation.',
      ),
    ],
    seo: {
      metaTitle: 'A one-page project plan your board will read',
      metaDescription:
        'What belongs on the one page of a project plan a board will read: outcome, milestones, budget, risks and decisions.',
    },
  },
  {
    key: 'office-it',
    title: 'IT support for a twenty-person office: what good looks like',
    slug: 'it-support-for-a-small-office',
    summary:
      'How quickly a problem should be fixed, what should never break, and the questions to ask before you sign an IT support contract.',
    cover: 'it-support.png',
    author: 'james',
    category: 'technology',
    tags: 'IT support, security, help desk',
    date: '2026-11-04',
    body: [
      section(
        'The three numbers that matter',
        'For an office of twenty people, good IT support is measured by three numbers: how fast someone answers (under fifteen minutes in working hours), how fast a stopped person is working again (under four hours), and how often the same problem comes back (rarely).',
        'Ask any provider for those figures from their current clients. A provider who cannot give them is not measuring them.',
      ),
      section(
        'What should never break',
        'Backups, email and the internet connection. Each needs a second route: a backup that is tested every month, not just taken; email with its security settings checked; and a second connection, even a mobile one, that takes over when the main line fails.',
      ),
      section(
        'Before you sign',
        'Ask who you will speak to, where they are, and what happens outside office hours. Ask for the list of what is included, and what is charged by the hour. And ask how you would leave: a good contract says who holds your passwords and how they are handed back.',
      ),
    ],
    seo: {
      metaTitle: 'IT support for a small office: what good looks like',
      metaDescription:
        'Response times, what should never break and the questions to ask before signing an IT support contract for a small office.',
    },
  },
  {
    key: 'office-move',
    title: 'Moving offices without losing a day of work',
    slug: 'moving-offices-without-losing-a-day',
    summary:
      'An office move is a technology project with furniture attached. A weekend plan that has people working on Monday morning.',
    cover: 'turnkey-solutions.png',
    author: 'james',
    category: 'technology',
    tags: 'office moves, networks, planning',
    date: '2026-06-23',
    body: [
      section(
        'Order the line first',
        'The one thing that cannot be hurried is the internet connection: a new business line in London can take sixty working days. Order it as soon as the lease is signed, and plan a temporary connection in case it is late.',
      ),
      section(
        'The weekend plan',
        'On Friday afternoon, every desk is labelled and every computer is packed with its cables. On Saturday, the network and the printers are installed and tested in the new office. On Sunday, the computers are set up at their labelled desks and each one is checked: it starts, it connects, it prints.',
        'On Monday morning, someone from the IT team stands at the door for the first two hours. Most problems on a first morning take a minute to fix, if someone is there to fix them.',
      ),
      {
        __component: 'blocks.quote',
        quote: 'Nobody remembers a move that worked. Everybody remembers the Monday without email.',
        author: 'James Okafor',
        role: 'IT Services Lead',
      },
    ],
    seo: {
      metaTitle: 'Moving offices without losing a day of work',
      metaDescription:
        'A weekend plan for an office move: the line ordered early, desks labelled, systems tested, and help at the door on Monday.',
    },
  },
  {
    key: 'event-timeline',
    title: 'Planning a client event in London: the twelve-week timeline',
    slug: 'planning-a-client-event-in-london',
    summary:
      'From the budget to the thank-you email: what to do in each of the twelve weeks before a client event, and what to book first.',
    cover: 'event-planning.png',
    author: 'james',
    category: 'events',
    tags: 'events, venues, timelines',
    date: '2026-09-15',
    body: [
      section(
        'Twelve to eight weeks: the venue',
        'Good London venues for eighty to two hundred guests are booked three months ahead, longer before Christmas. Agree the budget, the date and the number of guests first, then shortlist three venues and visit them at the time of day your event will be held.',
      ),
      section(
        'Eight to four weeks: the invitations',
        'Send a save-the-date eight weeks out and the invitation six weeks out, with a clear way to reply. Book the catering, the audio-visual equipment and any speakers now, and confirm each in writing.',
      ),
      section(
        'The last four weeks',
        'Chase replies two weeks before, confirm the final numbers with the caterer a week before, and walk through the evening, minute by minute, with everyone who works on it. On the day, one person holds the running order and makes the decisions.',
        'Send the thank-you email the next morning, while the evening is still fresh in your guests’ minds.',
      ),
    ],
    seo: {
      metaTitle: 'Planning a client event in London: a 12-week timeline',
      metaDescription:
        'What to do in each of the twelve weeks before a client event in London: venue, invitations, catering and the day itself.',
    },
  },
];
