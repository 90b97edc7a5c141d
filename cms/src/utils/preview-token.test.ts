/** @jest-environment node */
import {
  PREVIEW_COOKIE_TTL_SECONDS,
  PREVIEW_URL_TTL_SECONDS,
  isSitePath,
  previewKey,
  signPreviewCookie,
  signPreviewQuery,
  verifyPreviewCookie,
  verifyPreviewQuery,
} from './preview-token';

const key = previewKey('shared-rebuild-secret');
const NOW = 1_800_000_000;
const target = { path: '/services', chat: false, label: 'Service: IT support' };
const signed = () => new URLSearchParams(signPreviewQuery(key, target, NOW));

describe('signed preview URLs', () => {
  it('verify with the same key within their lifetime, giving back what was signed', () => {
    expect(verifyPreviewQuery(key, signed(), NOW)).toEqual({ ok: true, value: target });
    expect(verifyPreviewQuery(key, signed(), NOW + PREVIEW_URL_TTL_SECONDS)).toEqual({ ok: true, value: target });
    const chat = new URLSearchParams(signPreviewQuery(key, { path: '/', chat: true, label: 'FAQ group: 2' }, NOW));
    expect(verifyPreviewQuery(key, chat, NOW)).toEqual({
      ok: true,
      value: { path: '/', chat: true, label: 'FAQ group: 2' },
    });
  });

  it('refuse a URL after its lifetime', () => {
    expect(verifyPreviewQuery(key, signed(), NOW + PREVIEW_URL_TTL_SECONDS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
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

  it.each(['sig', 'exp', 'path'])('refuse a URL without %s', (name) => {
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

  it('derive a preview key that is not the shared secret itself', () => {
    expect(key.toString('utf8')).not.toContain('shared-rebuild-secret');
    expect(previewKey('shared-rebuild-secret').equals(key)).toBe(true);
  });
});

describe('the preview cookie', () => {
  it('is valid for its lifetime only', () => {
    const cookie = signPreviewCookie(key, NOW);
    expect(verifyPreviewCookie(key, cookie, NOW + 10)).toEqual({ ok: true, value: NOW + PREVIEW_COOKIE_TTL_SECONDS });
    expect(verifyPreviewCookie(key, cookie, NOW + PREVIEW_COOKIE_TTL_SECONDS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('cannot be extended, forged or made with another key', () => {
    const [, mac] = signPreviewCookie(key, NOW).split('.');
    expect(verifyPreviewCookie(key, `${NOW + 99_999}.${mac}`, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyPreviewCookie(key, signPreviewCookie(previewKey('other'), NOW), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyPreviewCookie(key, undefined, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyPreviewCookie(key, 'garbage', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('is not accepted as a signed URL signature and the other way round', () => {
    const [exp, mac] = signPreviewCookie(key, NOW).split('.');
    const params = new URLSearchParams({ path: '/', label: '', exp, sig: mac });
    expect(verifyPreviewQuery(key, params, NOW)).toEqual({ ok: false, reason: 'signature' });
  });
});
