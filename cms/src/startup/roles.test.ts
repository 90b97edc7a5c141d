/**
 * Which permissions the role matrix takes from Strapi's default Editor and Author at every start
 * (./roles.ts). The CMS test (cms/tests/roles.test.ts) proves the start applies it; this proves the
 * choice itself, for every action an administrator could tick again.
 */
import { LOCALE_CODES } from '../contracts/locales';
import { AUTHOR_CODE, EDITOR_CODE, SALES_CODE, forbiddenPermission, localesToGrant } from './roles';

const CM = (action: string) => `plugin::content-manager.explorer.${action}`;
const ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map(CM);
const STAFF_ONLY = [
  'api::contact-request.contact-request',
  'api::event-request.event-request',
  'api::subscription.subscription',
  'api::chatbot-transcript.chatbot-transcript',
  'api::notification.notification',
  'api::notification-setting.notification-setting',
  'api::data-request-log.data-request-log',
  'api::lead-state.lead-state',
  'api::lead-activity.lead-activity',
];
const REDIRECT = 'api::redirect.redirect';
const SITE_CONTENT = ['api::page.page', 'api::privacy-page.privacy-page', 'api::global.global', 'api::service.service'];

describe('forbiddenPermission', () => {
  it.each([EDITOR_CODE, AUTHOR_CODE])(
    'takes every action on the leads, queue, settings and audit log from %s',
    (code) => {
      for (const subject of STAFF_ONLY)
        for (const action of ACTIONS)
          expect({ subject, action, forbidden: forbiddenPermission(code, { action, subject }) }).toEqual({
            subject,
            action,
            forbidden: true,
          });
    },
  );

  it.each([EDITOR_CODE, AUTHOR_CODE])(
    'takes the data requests, the newsletter export and the lead desk from %s',
    (code) => {
      expect(forbiddenPermission(code, { action: 'api::privacy.data-requests', subject: null })).toBe(true);
      expect(forbiddenPermission(code, { action: 'api::newsletter.export', subject: null })).toBe(true);
      expect(forbiddenPermission(code, { action: 'api::lead-desk.use', subject: null })).toBe(true);
    },
  );

  it('takes from the Author every change to a redirect, and leaves the Editor all of them', () => {
    expect(ACTIONS.filter((action) => forbiddenPermission(AUTHOR_CODE, { action, subject: REDIRECT }))).toEqual(
      ['create', 'update', 'delete', 'publish'].map(CM),
    );
    expect(ACTIONS.filter((action) => forbiddenPermission(EDITOR_CODE, { action, subject: REDIRECT }))).toEqual([]);
  });

  it.each([EDITOR_CODE, AUTHOR_CODE])('leaves %s the site content, the media and the rebuild', (code) => {
    for (const subject of SITE_CONTENT)
      for (const action of ACTIONS) expect(forbiddenPermission(code, { action, subject })).toBe(false);
    for (const action of ['plugin::upload.read', 'plugin::upload.assets.create', 'api::site.rebuild'])
      expect(forbiddenPermission(code, { action, subject: null })).toBe(false);
  });

  it.each([EDITOR_CODE, AUTHOR_CODE])(
    'keeps %s out of the unanswered questions in the Content Manager, but not off their page',
    (code) => {
      for (const action of ACTIONS)
        expect(forbiddenPermission(code, { action, subject: 'api::unanswered-question.unanswered-question' })).toBe(
          true,
        );
      // The Editor is given the page once (./roles.ts, LATER_GRANTS); an administrator may give it to an Author.
      expect(forbiddenPermission(code, { action: 'api::unanswered-questions.use', subject: null })).toBe(false);
    },
  );

  it.each([SALES_CODE, 'strapi-super-admin', 'lead-desk-mj2x1k'])('never touches the role %s', (code) => {
    for (const subject of [...STAFF_ONLY, REDIRECT])
      for (const action of ACTIONS) expect(forbiddenPermission(code, { action, subject })).toBe(false);
    expect(forbiddenPermission(code, { action: 'api::privacy.data-requests', subject: null })).toBe(false);
  });
});

describe('localesToGrant', () => {
  const update = { action: CM('update'), subject: 'api::page.page' };

  it('adds the locales a permission lacks, after the ones it holds', () => {
    expect(localesToGrant({ ...update, properties: { fields: ['title'], locales: ['en'] } })).toEqual(LOCALE_CODES);
    expect(localesToGrant({ ...update, properties: { locales: [] } })).toEqual(LOCALE_CODES);
    expect(localesToGrant({ ...update, properties: {} })).toEqual(LOCALE_CODES);
    expect(localesToGrant(update)).toEqual(LOCALE_CODES);
  });

  it('keeps a locale an administrator added and asks for nothing when every site locale is held', () => {
    // `xx`: a locale an administrator added in the admin that the site does not build.
    expect(localesToGrant({ ...update, properties: { locales: ['xx'] } })).toEqual(['xx', ...LOCALE_CODES]);
    expect(localesToGrant({ ...update, properties: { locales: [...LOCALE_CODES, 'xx'].reverse() } })).toBeNull();
    // null is Strapi's "every locale".
    expect(localesToGrant({ ...update, properties: { locales: null } })).toBeNull();
  });
});
