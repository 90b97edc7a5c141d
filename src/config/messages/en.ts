/**
 * Every interface string a visitor reads, in English: the source catalogue (docs/i18n.md, "Interface
 * strings"). Every other locale's catalogue has this shape (./de.ts), so a key missing there is a type
 * error and a failing test (src/lib/messages.test.ts). Values are plain strings, with `{{name}}` for
 * a parameter, because they travel to the browser in each page's context (page-data.json): never
 * import this file from the site's code, only its type (src/lib/i18n.tsx says why).
 * Words editors own (headings, intros, the chatbot's phrases) come from the CMS, not from here.
 */
import { untranslated } from './untranslated';

export const en = {
  /** The locale Intl formats dates and numbers in (src/lib/i18n.tsx): British English. */
  format: {
    intlLocale: 'en-GB',
  },
  privacy: {
    lastUpdated: 'Last updated:',
  },
  shell: {
    skipLink: 'Skip to content',
    menu: 'Menu',
    mainNav: 'Main',
    brandHome: '{{siteName}}, home',
    darkMode: 'Dark mode',
    language: 'Language',
    /** The toasts' region (react-toastify's container) and each toast's close button. */
    notifications: 'Notifications',
    closeNotification: 'Close notification',

    /** The switcher's note for each language a page is not translated into, in that language. */
    untranslated,
  },
  nav: {
    home: 'Home',
    about: 'About Us',
    services: 'Services',
    contact: 'Contact',
  },
  footer: {
    nav: 'Footer',
    pages: 'Pages',
    followUs: 'Follow us',
    newTab: ' (opens in a new tab)',
    legal: 'Privacy',
    privacyNotice: 'Privacy notice',
    cookieSettings: 'Cookie settings',
  },
  forms: {
    /** The spam trap's label: never seen, nor reached by keyboard or screen reader (src/components/Honeypot.tsx). */
    honeypot: 'Website (leave this empty)',
    required: ' (required)',
    errorPrefix: 'Error: ',
    sending: 'Sending…',
    tryAgain: 'Try again',
    privacyBefore: 'How we use your details: ',
    privacyLink: 'privacy notice',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    contactDetails: 'Contact details',
    contact: {
      submit: 'Send message',
      sent: 'Thank you! We have received your message and will reply soon.',
      service: 'Service',
      noService: 'No particular service',
      message: 'Message',
    },
    event: {
      submit: 'Send request',
      sent: 'Thank you! We have received your event request and will be in touch.',
      eventType: 'Type of event',
      chooseType: 'Choose a type of event',
      date: 'Date',
      guests: 'Number of guests',
      location: 'Location',
      locationHint: 'City or venue, if known.',
      message: 'Anything else we should know',
      types: {
        conference: 'Conference',
        productLaunch: 'Product launch',
        offsite: 'Staff off-site',
        awards: 'Awards evening',
        tradeShow: 'Trade show',
        other: 'Other',
      },
    },
    newsletter: {
      submit: 'Subscribe',
      checkInbox:
        'Almost done: please check your inbox and confirm with the link we have sent you. If the address is already subscribed, nothing changes.',
    },
  },
  /** What the site says about a submission as a whole (src/lib/submission.ts). */
  submit: {
    sent: 'Thank you! We have received your message.',
    invalid: 'Please correct the highlighted fields.',
    rateLimited: 'Too many attempts. Please try again in {{wait}}.',
    network: 'We could not reach our server. Please check your connection and try again.',
    server: 'Something went wrong on our side. Please try again.',
    unexpected: 'Something went wrong. Please try again.',
    transcriptRejected:
      'We could not save this conversation. Your details and questions are kept on this device, but please also reach us through the contact page.',
    second: '1 second',
    seconds: '{{count}} seconds',
    minute: '1 minute',
    minutes: '{{count}} minutes',
  },
  /** The shared submission rules' messages (cms/src/contracts/submission-rules.ts, MESSAGES), by name. */
  rules: {
    required: 'This field is required.',
    tooShort: 'Please enter at least {{count}} characters.',
    tooLong: 'Please keep this under {{count}} characters.',
    email: 'Please enter a valid email address, like name@example.com.',
    phone: 'Please enter a phone number using digits, spaces, +, -, ( and ) only.',
    date: 'Please enter a real date as YYYY-MM-DD.',
    pastDate: 'Please choose a date from today onwards.',
    positiveInteger: 'Please enter a whole number of 1 or more.',
    tooLarge: 'Please enter a number no larger than {{count}}.',
    text: 'Please enter text here.',
    stringList: 'Must be a list of texts.',
    chatContact: 'Please give at least one of your name, phone or email.',
    service: 'Please choose one of our services.',
    idempotencyKey: 'Must be 8 to 64 letters, digits, - or _.',
  },
  search: {
    open: 'Search',
    title: 'Search the site',
    label: 'Search for',
    placeholder: 'Services, questions, pages…',
    close: 'Close search',
    hint: 'Arrow keys choose a result, Enter opens it, Esc closes. Open search anywhere with / or Ctrl-K.',
    results: 'Results',
    loading: 'Searching…',
    oneResult: '1 result',
    manyResults: '{{count}} results',
    unavailable: 'Search is not available just now. Please try again.',
    nothingFound: 'Nothing found for “{{query}}”.',
    nothingFoundHelp: 'We can still help with it:',
    askChat: 'Ask our chatbot',
    writeToUs: 'Write to us about it',
    /** Where an FAQ result leads, in place of an address: choosing it asks the chatbot. */
    faqResult: 'Answered by our chatbot',
  },
  chat: {
    close: 'Close chat',
    conversation: 'Conversation',
    typing: 'Typing…',
    you: 'You: ',
    yourQuestion: 'Your question',
    placeholder: 'Type a question',
    placeholderWithCommands: 'Type a question, Back or End',
    send: 'Send',
    back: 'Back',
    end: 'End',
    /** What the visitor may type for Back and End (whole words, any case), besides the English ones. */
    backWord: 'back',
    endWord: 'end',
    industry: 'Industry',
    start: 'Start chat',
    sent: 'Thank you, we have your conversation.',
    failed: 'We could not send your conversation yet; we will try again.',
  },
  newsletter: {
    confirm: {
      title: 'Confirm your subscription',
      intro: 'Press the button to receive our newsletter at the address this link was sent to.',
      button: 'Confirm my subscription',
      busy: 'Confirming your subscription…',
      done: 'Thank you: your subscription is confirmed.',
      doneDetail: 'Every newsletter carries a link to unsubscribe with one click, whenever you like.',
    },
    unsubscribe: {
      title: 'Unsubscribe from the newsletter',
      intro: 'Press the button to stop receiving our newsletter at the address this link was sent to.',
      button: 'Unsubscribe',
      busy: 'Unsubscribing…',
      done: 'You are unsubscribed.',
      doneDetail: 'You will receive no more newsletters from us. You can subscribe again at any time from the footer.',
    },
    tryAgain: 'Try again',
    home: 'Back to the home page',
    link: {
      missing: 'This page needs the link from our email. Please open the whole link from the email.',
      refused: 'This link is not valid, or the subscription no longer exists.',
      network: 'We could not reach our server. Please check your connection and try again.',
      rateLimited: 'Too many attempts from your network. Please wait a few minutes and try again.',
      server: 'Something went wrong on our side. Please try again in a moment.',
    },
  },
  /** The consent banner (src/app/consent.ts); `{{privacyLink}}` is the link to the privacy notice. */
  consent: {
    label: 'Cookie consent',
    title: 'May we count your visit?',
    description:
      'With your permission we use Google Analytics cookies to count visits and see which pages help. Nothing is set or sent to Google unless you accept. The site works the same either way, and you can change your mind at any time under "Cookie settings" at the foot of every page.',
    accept: 'Accept',
    reject: 'Reject',
    settings: 'Settings',
    preferencesTitle: 'Cookie settings',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    save: 'Save my choice',
    close: 'Close cookie settings',
    intro:
      'Choose which cookies this site may use. Your choice is kept in this browser for six months (the {{consentCookie}} cookie) and can be changed here at any time.',
    necessaryTitle: 'Necessary (always on)',
    necessary:
      'The {{darkModeCookie}} cookie remembers the colour theme you chose, the {{languageCookie}} cookie the language you chose (for a year), and the {{introCookie}} cookie that you saw the intro (until you close the browser). This tab keeps your chat conversation and what you typed into a form (session storage, gone when the tab closes), and a chat conversation that could not be sent yet (local storage, for at most {{days}} days). None of it leaves your device unless you send it to us, and none of it needs consent.',
    statisticsTitle: 'Statistics (Google Analytics)',
    statistics:
      'Counts visits and pages viewed, so we learn which pages help. Google receives your IP address and the pages you view.',
    tableCaption: 'Statistics cookies',
    tableName: 'Cookie',
    tableDuration: 'Kept for',
    tablePurpose: 'Purpose',
    twoYears: '2 years',
    gaPurpose: 'Tells visits of one browser apart',
    gaStatePurpose: 'Keeps the state of the current visit',
    moreTitle: 'More information',
    more: 'How we handle your data: {{privacyLink}}.',
  },
  insights: {
    breadcrumb: 'You are here',
    title: 'Insights',
    description: 'What we have learned delivering projects, IT support and events for growing businesses.',
    intro: 'Notes from our work: project delivery, technology and events.',
    categories: 'Categories',
    allCategories: 'All insights',
    pagination: 'Pages of insights',
    previous: 'Newer articles',
    next: 'Older articles',
    pageOf: 'Page {{page}} of {{pageCount}}',
    by: 'By {{name}}',
    readingTime: '{{minutes}} min read',
    publishedOn: 'Published',
    category: 'Category',
    tags: 'Tags',
    aboutAuthor: 'About the author',
    related: 'Related articles',
    ctaTitle: 'Planning something similar?',
    ctaText: 'Tell us about your project and we will reply within one working day.',
    ctaButton: 'Get in touch',
    feed: '{{siteName}}: insights',
  },
  caseStudies: {
    breadcrumb: 'You are here',
    title: 'Case studies',
    description:
      'Projects we have delivered for law firms, charities, logistics companies and more, and what they achieved.',
    intro: 'What our clients needed, what we did, and what changed.',
    client: 'Client',
    sector: 'Sector',
    services: 'Services',
    challenge: 'The challenge',
    approach: 'Our approach',
    results: 'Results',
    ofService: 'Case studies: {{service}}',
    ctaTitle: 'Facing something similar?',
    ctaText: 'Tell us where you stand and we will reply within one working day.',
    ctaButton: 'Get in touch',
  },
  notFound: {
    title: 'This page does not exist',
    subtitle: 'The link may be old, or the address mistyped.',
    home: 'Back to the home page',
  },
};

/** The shape every locale's catalogue has. */
export type Messages = typeof en;
