import crypto from 'node:crypto';
import { subscriberLinks, unsubscribeHeaders, unsubscribeLinks } from './links';
import { newConfirmNonce, signConfirmToken, signUnsubscribeToken } from './tokens';

const key = crypto.randomBytes(32);
const ada = { documentId: 'abcdefghijklmnopqrstuvwx', email: 'Ada@Example.com' };
const adaGrant = { ...ada, confirmNonce: newConfirmNonce(), expiresAt: new Date('2026-03-17T12:00:00Z') };

describe('subscriber links', () => {
  const urls = { siteUrl: 'https://site.example/', cmsUrl: 'https://cms.example' };
  const links = subscriberLinks(key, adaGrant, urls);

  it('lead to the site pages and, for mail clients, to the CMS', () => {
    expect(links.confirmUrl).toBe(`https://site.example/newsletter/confirm?token=${signConfirmToken(key, adaGrant)}`);
    expect(links.unsubscribeUrl).toBe(
      `https://site.example/newsletter/unsubscribe?token=${signUnsubscribeToken(key, ada)}`,
    );
    expect(links.oneClickUrl).toBe(
      `https://cms.example/api/newsletter/unsubscribe?token=${signUnsubscribeToken(key, ada)}`,
    );
    // The unsubscribe links do not depend on the sign-up: every email's, and the CSV's, are the same.
    expect(subscriberLinks(key, { ...adaGrant, confirmNonce: newConfirmNonce() }, urls)).toMatchObject(
      unsubscribeLinks(key, ada, urls),
    );
    expect(unsubscribeHeaders(links)).toEqual({
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
