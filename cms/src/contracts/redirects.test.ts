/**
 * The redirect rules the CMS, the build and the site server share: normalising paths, checking
 * targets, loops, chains resolved to their end, and the `_redirects` file; plus a fast-check
 * property that resolution always ends, never at another redirect, and never on a loop.
 */
import http from 'node:http';
import fc from 'fast-check';
import {
  asciiOnly,
  canonicalTarget,
  formatRedirectsFile,
  locationFor,
  loopThrough,
  normalisePath,
  parseRedirectsFile,
  resolveRedirects,
  targetPath,
  targetProblem,
  type Redirect,
} from './redirects';

const r = (from: string, to: string, permanent = true): Redirect => ({ from, to, permanent });

describe('normalisePath', () => {
  it.each([
    ['/Old-Offer/', '/old-offer'],
    ['  /a//b/  ', '/a/b'],
    ['/', '/'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/café', '/caf%C3%A9'],
    ['/CAF%c3%a9', '/caf%C3%A9'],
    ['/old/index.php', '/old/index.php'],
  ])('%j becomes %j', (raw, normal) => {
    expect(normalisePath(raw)).toBe(normal);
  });

  it.each([
    '',
    'about',
    '//evil.example/x',
    '/a?b=1',
    '/a#top',
    '/a b',
    '/a/../b',
    '/a/%2e%2e/b',
    '/%zz',
    '/a\\b',
    '/a%2Fb',
  ])('refuses %j', (raw) => {
    expect(normalisePath(raw)).toBeNull();
  });
});

describe('targets', () => {
  it.each(['/services', '/services?tab=it#support', 'https://example.com/offer', 'http://example.com'])(
    'accepts %j',
    (to) => {
      expect(targetProblem(to)).toBeNull();
    },
  );

  it.each([
    '',
    'services',
    '//evil.example',
    'javascript:alert(1)',
    'ftp://example.com',
    '/a b',
    'https://exa mple.com',
    '/a\u0000b',
    '/a\u0007',
    'https://example.com/\u001b[31m',
    'https://example.com/a\u0085b',
    'https://user:secret@example.com/',
    'https://trusted.example@elsewhere.example/',
  ])('refuses %j with a message', (to) => {
    expect(targetProblem(to)).toEqual(expect.any(String));
  });

  it.each([
    ['https://example.com/über-uns', 'https://example.com/%C3%BCber-uns'],
    [
      'https://example.com/о-нас?q=связь#низ',
      'https://example.com/%D0%BE-%D0%BD%D0%B0%D1%81?q=%D1%81%D0%B2%D1%8F%D0%B7%D1%8C#%D0%BD%D0%B8%D0%B7',
    ],
    ['https://bücher.example/关于', 'https://xn--bcher-kva.example/%E5%85%B3%E4%BA%8E'],
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['/über-uns?a=ä#ö', '/%C3%BCber-uns?a=%C3%A4#%C3%B6'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['  /services?tab=it#support ', '/services?tab=it#support'],
    ['/a"b<c>', '/a%22b%3Cc%3E'],
  ])('stores %j as %j', (raw, canonical) => {
    expect(canonicalTarget(raw)).toBe(canonical);
    expect(canonicalTarget(canonical)).toBe(canonical);
  });

  it('answers null exactly for what targetProblem refuses', () => {
    expect(canonicalTarget('/a\u0000b')).toBeNull();
    expect(canonicalTarget('javascript:alert(1)')).toBeNull();
  });

  it('follows chains only on this site', () => {
    expect(targetPath('/B/?x=1#y')).toBe('/b');
    expect(targetPath('https://example.com/b')).toBeNull();
  });
});

describe('loops', () => {
  it('finds a redirect to itself, a two-step and a longer loop, naming the chain', () => {
    expect(loopThrough(r('/a', '/A/'), [])).toEqual(['/a', '/a']);
    expect(loopThrough(r('/b', '/a'), [r('/a', '/b')])).toEqual(['/b', '/a', '/b']);
    expect(loopThrough(r('/c', '/a?utm=1'), [r('/a', '/b'), r('/b', '/c')])).toEqual(['/c', '/a', '/b', '/c']);
  });

  it('sees no loop in a chain that ends, or one that leaves the site', () => {
    expect(loopThrough(r('/a', '/b'), [r('/b', '/c')])).toBeNull();
    expect(loopThrough(r('/a', 'https://example.com/a'), [])).toBeNull();
    // Editing a redirect replaces its old version: /a -> /b was there, /a -> /c is checked instead.
    expect(loopThrough(r('/a', '/c'), [r('/a', '/b'), r('/b', '/a')])).toBeNull();
  });
});

describe('resolveRedirects', () => {
  it('serves a chain as its end, permanent only when every step is', () => {
    const { resolved, loops } = resolveRedirects([
      r('/a', '/b'),
      r('/b', '/c?x=1'),
      r('/c', '/services'),
      r('/t', '/a', false),
      r('/out', 'https://example.com/'),
      r('/via', '/out'),
    ]);
    expect(loops).toEqual([]);
    expect(resolved).toEqual([
      r('/a', '/services'),
      r('/b', '/services'),
      r('/c', '/services'),
      r('/out', 'https://example.com/'),
      r('/t', '/services', false),
      r('/via', 'https://example.com/'),
    ]);
  });

  it('leaves out what is caught in a loop', () => {
    const { resolved, loops } = resolveRedirects([r('/a', '/b'), r('/b', '/a'), r('/x', '/a'), r('/ok', '/about')]);
    expect(resolved).toEqual([r('/ok', '/about')]);
    expect(loops).toHaveLength(3);
  });
});

describe('the _redirects file', () => {
  it('writes one line per redirect in the static hosts format, and reads it back', () => {
    const resolved = [r('/old', '/services?tab=1'), r('/gone', 'https://example.com/x', false)];
    const text = formatRedirectsFile(resolved);
    expect(text.split('\n').slice(1)).toEqual(['/old /services?tab=1 301', '/gone https://example.com/x 302', '']);
    expect(parseRedirectsFile(text)).toEqual(resolved);
  });

  it('canonicalises a hand-written target and skips one no rule accepts', () => {
    expect(
      parseRedirectsFile('/alt https://example.com/über-uns 301\n/bad https://example.com/\u0007 301\n/ok /über 302'),
    ).toEqual([r('/alt', 'https://example.com/%C3%BCber-uns'), r('/ok', '/%C3%BCber', false)]);
  });

  it('skips lines it would not write', () => {
    expect(
      parseRedirectsFile('/a /b 200\n/c javascript:alert(1) 301\nnot-a-path /b 301\n/d /e\n# /f /g 301\n/h /i 302'),
    ).toEqual([r('/h', '/i', false)]);
  });
});

it('adds the request query to the target, before its fragment', () => {
  expect(locationFor('/services', '')).toBe('/services');
  expect(locationFor('/services', 'utm_source=mail')).toBe('/services?utm_source=mail');
  expect(locationFor('/services?tab=it#top', 'a=1')).toBe('/services?tab=it&a=1#top');
  expect(locationFor('https://example.com/#x', 'a=1')).toBe('https://example.com/?a=1#x');
  // A client may send a raw UTF-8 query: it leaves percent-encoded.
  expect(locationFor('/services', 'q=ä b')).toBe('/services?q=%C3%A4%20b');
  expect(asciiOnly('a=%C3%A4&\ud800')).toBe('a=%C3%A4&%EF%BF%BD');
});

describe('property: whatever is accepted can be sent', () => {
  // Any code point, with control characters, spaces and the characters URLs care about made common.
  const piece = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      '/',
      '?',
      '#',
      '%',
      '%C3%A4',
      '%zz',
      '.',
      '..',
      ':',
      '@',
      '\\',
      ' ',
      '\t',
      '\n',
      '\u0000',
      '\u007f',
      '\u0085',
      '\u2028',
      '\ud800',
      'ä',
      'о',
      '关',
    ),
  );
  const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
  const raw = fc.oneof(
    text,
    text.map((rest) => `/${rest}`),
    text.map((rest) => `https://example.com/${rest}`),
    fc.tuple(text, text).map(([host, rest]) => `http://${host}/${rest}`),
  );

  it('a canonical target with any request query is a valid Location, and canonicalising it again changes nothing', () => {
    fc.assert(
      fc.property(raw, text, (candidate, query) => {
        const canonical = canonicalTarget(candidate);
        expect(canonical === null).toBe(targetProblem(candidate) !== null);
        if (canonical === null) return;
        expect(canonical).toMatch(/^[\x21-\x7e]+$/);
        expect(() => http.validateHeaderValue('Location', locationFor(canonical, query))).not.toThrow();
        expect(canonicalTarget(canonical)).toBe(canonical);
      }),
      { numRuns: 5000 },
    );
  });

  it('a normalised path is ASCII, normalising it again changes nothing, and it never throws', () => {
    fc.assert(
      fc.property(raw, (candidate) => {
        const from = normalisePath(candidate);
        if (from === null) return;
        expect(from).toMatch(/^[\x21-\x7e]+$/);
        expect(normalisePath(from)).toBe(from);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('property: resolution', () => {
  // Few paths, so chains, shared targets and loops are common.
  const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f');
  const target = fc.oneof(path, fc.constantFrom('/about', '/services?x=1', 'https://example.com/'));
  const redirects = fc.uniqueArray(fc.record({ from: path, to: target, permanent: fc.boolean() }), {
    selector: (redirect) => redirect.from,
    maxLength: 8,
  });

  it('always ends, never at another redirect, and is what following the steps one by one gives', () => {
    fc.assert(
      fc.property(redirects, (list) => {
        const byFrom = new Map<string, Redirect>(list.map((redirect) => [redirect.from, redirect]));
        const { resolved, loops } = resolveRedirects(list);
        expect(resolved.length + loops.length).toBe(list.length);
        for (const redirect of resolved) {
          const end = targetPath(redirect.to);
          expect(end === null || !byFrom.has(end)).toBe(true);
          // Step by step, at most one step per redirect, reaching the same end.
          let current: Redirect | undefined = byFrom.get(redirect.from);
          let steps = 0;
          let permanent = true;
          let last = current!;
          while (current && steps <= list.length) {
            permanent &&= current.permanent;
            last = current;
            const next = targetPath(current.to);
            current = next === null ? undefined : byFrom.get(next);
            steps += 1;
          }
          expect(steps).toBeLessThanOrEqual(list.length);
          expect(redirect.to).toBe(last.to);
          expect(redirect.permanent).toBe(permanent);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses exactly the additions that would make resolution drop a redirect', () => {
    fc.assert(
      fc.property(redirects, fc.record({ from: path, to: target, permanent: fc.boolean() }), (list, candidate) => {
        const clean = resolveRedirects(list).loops.length === 0;
        fc.pre(clean);
        const next = [...list.filter((redirect) => redirect.from !== candidate.from), candidate];
        expect(loopThrough(candidate, list) !== null).toBe(resolveRedirects(next).loops.length > 0);
      }),
      { numRuns: 1000 },
    );
  });
});
