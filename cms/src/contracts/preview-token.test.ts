/** @jest-environment node */
import {
  PREVIEW_COOKIE_TTL_SECONDS,
  PREVIEW_PLACES,
  PREVIEW_URL_TTL_SECONDS,
  isSitePath,
  ownPreviewSecret,
  previewKey,
  signPreviewCookie,
  signPreviewQuery,
  verifyPreviewCookie,
  verifyPreviewQuery,
} from './preview-token';
import { SecretError } from './secret-file';

const PREVIEW_SECRET = 'the-preview-secret-of-32-characters';
const REBUILD_SECRET = 'the-rebuild-secret-of-32-characters';
const key = previewKey(PREVIEW_SECRET);
const NOW = 1_800_000_000;
const SERVICE = { uid: 'api::service.service', documentId: 'k3j2h4g5f6d7s8a9q0w1e2r3', locale: 'en' };
const target = { ...SERVICE, path: '/services', chat: false, label: 'Service: IT support' };
const signed = () => new URLSearchParams(signPreviewQuery(key, target, NOW));
const GERMAN = { ...target, locale: 'de', path: '/de/services', label: 'Service: IT-Support' };

describe('signed preview URLs', () => {
  it('verify with the same key within their lifetime, giving back what was signed', () => {
    expect(verifyPreviewQuery(key, signed(), NOW)).toEqual({ ok: true, value: target });
    expect(verifyPreviewQuery(key, signed(), NOW + PREVIEW_URL_TTL_SECONDS)).toEqual({ ok: true, value: target });
    const faq = {
      uid: 'api::faq-group.faq-group',
      documentId: 'faq2',
      locale: 'en',
      path: '/',
      chat: true,
      label: 'FAQ group: 2',
    };
    const chat = new URLSearchParams(signPreviewQuery(key, faq, NOW));
    expect(verifyPreviewQuery(key, chat, NOW)).toEqual({ ok: true, value: faq });
  });

  it("carry the document's locale, which must be its path's", () => {
    const german = new URLSearchParams(signPreviewQuery(key, GERMAN, NOW));
    expect(verifyPreviewQuery(key, german, NOW)).toEqual({ ok: true, value: GERMAN });
    // A German draft's URL turned into the English page's (or the other way round) is not a preview.
    german.set('locale', 'en');
    expect(verifyPreviewQuery(key, german, NOW)).toEqual({ ok: false, reason: 'malformed' });
    german.set('path', '/services');
    expect(verifyPreviewQuery(key, german, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(() => signPreviewQuery(key, { ...GERMAN, path: '/services' }, NOW)).toThrow('/services is not a page in de');
    expect(() => signPreviewQuery(key, { ...GERMAN, locale: 'fr', path: '/fr/services' }, NOW)).toThrow(
      /Not a previewable document/,
    );
  });

  it('refuse a URL after its lifetime', () => {
    expect(verifyPreviewQuery(key, signed(), NOW + PREVIEW_URL_TTL_SECONDS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
    ['uid', 'api::global.global'],
    ['documentId', 'another0document0id00000'],
    ['path', '/about'],
    ['label', 'Something else'],
    ['chat', '1'],
    ['exp', String(NOW + 999_999)],
    ['sig', 'AAAA'],
  ])('refuse a URL whose %s was changed', (name, value) => {
    const params = signed();
    params.set(name, value);
    expect(verifyPreviewQuery(key, params, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuse a URL signed with another secret', () => {
    const other = new URLSearchParams(signPreviewQuery(previewKey('another-secret'), target, NOW));
    expect(verifyPreviewQuery(key, other, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it.each(['sig', 'exp', 'path', 'uid', 'documentId', 'locale'])('refuse a URL without %s', (name) => {
    const params = signed();
    params.delete(name);
    expect(verifyPreviewQuery(key, params, NOW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('never sign or accept a path that leaves the site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil', 'services', '/a b']) {
      expect(isSitePath(path)).toBe(false);
      expect(() => signPreviewQuery(key, { ...target, path }, NOW)).toThrow();
    }
    const params = signed();
    params.set('path', '//evil.example');
    expect(verifyPreviewQuery(key, params, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('never sign or accept a document of a type the site does not show, or a malformed id', () => {
    for (const document of [
      { uid: 'api::contact-request.contact-request', documentId: 'abc' },
      { uid: 'admin::user', documentId: 'abc' },
      { uid: 'api::service.service', documentId: '' },
      { uid: 'api::service.service', documentId: 'a/b' },
    ]) {
      expect(() => signPreviewQuery(key, { ...target, ...document }, NOW)).toThrow();
    }
    const params = signed();
    params.set('uid', 'api::contact-request.contact-request');
    expect(verifyPreviewQuery(key, params, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(Object.values(PREVIEW_PLACES).every((place) => isSitePath(place.path))).toBe(true);
  });

  it("sign an article's and a case study's draft at its own address, bound to that document (issue 48)", () => {
    for (const [uid, path] of [
      ['api::article.article', '/de/insights/warum-projekte-rutschen'],
      ['api::case-study.case-study', '/case-studies/london-law-firm'],
    ]) {
      const own = {
        uid,
        documentId: 'doc0id',
        locale: path.startsWith('/de/') ? 'de' : 'en',
        path,
        chat: false,
        label: 'X',
      };
      const params = new URLSearchParams(signPreviewQuery(key, own, NOW));
      expect(verifyPreviewQuery(key, params, NOW)).toEqual({ ok: true, value: own });
      params.set('uid', uid === 'api::article.article' ? 'api::case-study.case-study' : 'api::article.article');
      expect(verifyPreviewQuery(key, params, NOW)).toEqual({ ok: false, reason: 'signature' });
      const cookie = signPreviewCookie(key, { uid, documentId: 'doc0id', locale: own.locale }, NOW);
      expect(verifyPreviewCookie(key, cookie, NOW)).toMatchObject({ ok: true, value: { uid, documentId: 'doc0id' } });
    }
    // Authors and categories show only through an article: no preview of their own.
    for (const uid of ['api::author.author', 'api::category.category'])
      expect(() => signPreviewQuery(key, { ...target, uid }, NOW)).toThrow(/Not a previewable document/);
  });

  it('derive a preview key that is not the preview secret itself', () => {
    expect(key.toString('utf8')).not.toContain(PREVIEW_SECRET);
    expect(previewKey(PREVIEW_SECRET).equals(key)).toBe(true);
  });

  it('refuse a URL signed with the rebuild secret, which the webhook settings show', () => {
    const forged = new URLSearchParams(signPreviewQuery(previewKey(REBUILD_SECRET), target, NOW));
    expect(verifyPreviewQuery(key, forged, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuse a preview secret equal to the rebuild secret', () => {
    expect(ownPreviewSecret(PREVIEW_SECRET, REBUILD_SECRET)).toBe(PREVIEW_SECRET);
    expect(() => ownPreviewSecret(REBUILD_SECRET, REBUILD_SECRET)).toThrow(SecretError);
    expect(() => ownPreviewSecret(REBUILD_SECRET, REBUILD_SECRET)).toThrow(
      /^PREVIEW_SECRET is the same as the rebuild secret/,
    );
  });
});

describe('the preview cookie', () => {
  it('is valid for its lifetime only', () => {
    const cookie = signPreviewCookie(key, SERVICE, NOW);
    expect(verifyPreviewCookie(key, cookie, NOW + 10)).toEqual({
      ok: true,
      value: { ...SERVICE, exp: NOW + PREVIEW_COOKIE_TTL_SECONDS },
    });
    expect(verifyPreviewCookie(key, cookie, NOW + PREVIEW_COOKIE_TTL_SECONDS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('cannot be extended, moved to another document or locale, forged or made with another key', () => {
    const [, uid, documentId, locale, mac] = signPreviewCookie(key, SERVICE, NOW).split('.');
    expect(verifyPreviewCookie(key, `${NOW + 99_999}.${uid}.${documentId}.${locale}.${mac}`, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPreviewCookie(key, `${NOW}.${uid}.another0document0id00000.${locale}.${mac}`, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPreviewCookie(key, `${NOW}.${uid}.${documentId}.de.${mac}`, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPreviewCookie(key, `${NOW}.${uid}.${documentId}.xx.${mac}`, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const global = Buffer.from('api::global.global').toString('base64url');
    expect(verifyPreviewCookie(key, `${NOW}.${global}.${documentId}.${locale}.${mac}`, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPreviewCookie(key, signPreviewCookie(previewKey('other'), SERVICE, NOW), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPreviewCookie(key, undefined, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyPreviewCookie(key, 'garbage', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('is not accepted as a signed URL signature and the other way round', () => {
    const [exp, , , , mac] = signPreviewCookie(key, SERVICE, NOW).split('.');
    const params = new URLSearchParams({ ...SERVICE, path: '/services', label: '', exp, sig: mac });
    expect(verifyPreviewQuery(key, params, NOW)).toEqual({ ok: false, reason: 'signature' });
  });
});
