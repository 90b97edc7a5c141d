/**
 * @jest-environment node
 */
/**
 * The site's copy of gatsby-source-strapi (README.md): with the plugin's `locales` option, each locale of a
 * localized Strapi 5 type becomes a node of its own (translations share a documentId, which the node
 * ids were made from), and the plugin's incremental sync changes or deletes one locale's node only.
 * A type without i18n is sourced exactly as before. After the first build, the entries changed since
 * are fetched in full; each collection type is counted in each locale, and listed by id alone only
 * where its count says entries were deleted, to find them. The plugin's own
 * `sourceNodes` runs against a small HTTP server that answers as Strapi 5's REST API does to the
 * requests the plugin sends, with Gatsby's node store kept in memory between the simulated builds.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentDigest } from 'gatsby-core-utils';

interface GatsbyNode {
  id: string;
  internal: { type: string; owner?: string };
  [field: string]: unknown;
}
type SourceNodes = (api: object, options: object) => Promise<void>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's untyped CommonJS entry
const { sourceNodes } = require('gatsby-source-strapi/gatsby-node') as { sourceNodes: SourceNodes };

interface Entry {
  id: number;
  documentId: string;
  locale?: string;
  title: string;
  body?: string;
  faqGroup?: string;
  updatedAt: string;
}
interface ContentType {
  singularName: string;
  pluralName: string;
  kind: 'collectionType' | 'singleType';
  attributes: Record<string, object>;
}

const TYPES: ContentType[] = [
  {
    singularName: 'page',
    pluralName: 'pages',
    kind: 'collectionType',
    attributes: {
      title: { type: 'string' },
      body: { type: 'richtext' },
      faqGroup: { type: 'relation', relation: 'oneToOne', target: 'api::faq-group.faq-group' },
    },
  },
  {
    singularName: 'faq-group',
    pluralName: 'faq-groups',
    kind: 'collectionType',
    attributes: { title: { type: 'string' } },
  },
  { singularName: 'global', pluralName: 'globals', kind: 'singleType', attributes: { title: { type: 'string' } } },
];
const uidOf = (type: ContentType) => `api::${type.singularName}.${type.singularName}`;
const DEFAULT_LOCALE = 'en';

class InvalidKey extends Error {}

/** Strapi 5's REST API over `entries` (by singular name): a localized type answers in the requested
 *  locale (its default without one); a type without i18n ignores `locale`, as Strapi does. */
async function fakeStrapi(localized: boolean, entries: Record<string, Entry[]>) {
  const requests: string[] = [];
  const visible = (singularName: string, params: URLSearchParams) => {
    const locale = params.get('locale') ?? DEFAULT_LOCALE;
    const since = params.get('filters[updatedAt][$gt]');
    return (entries[singularName] ?? []).filter(
      (entry) =>
        (!localized || entry.locale === locale) && (since === null || Date.parse(entry.updatedAt) > Number(since)),
    );
  };
  /** A populated relation is the related document in the entry's own locale. */
  const populate = ({ faqGroup, ...entry }: Entry) => ({
    ...entry,
    ...(faqGroup === undefined
      ? {}
      : { faqGroup: entries['faq-group'].find((g) => g.documentId === faqGroup && g.locale === entry.locale) }),
  });
  /** `fields` names the attributes answered (id and documentId always are), else all of them and the
   *  populated relation; a field that is not an attribute is refused, as Strapi refuses it. */
  const answer = (entry: Entry, params: URLSearchParams) => {
    const fields = [...params.entries()].filter(([key]) => /^fields\[\d+\]$/.test(key)).map(([, value]) => value);
    if (fields.length === 0) return populate(entry);
    const attributes = ['documentId', 'title', 'body', 'updatedAt', ...(localized ? ['locale'] : [])];
    const invalid = fields.find((field) => !attributes.includes(field));
    if (invalid) throw new InvalidKey(invalid);
    return Object.fromEntries(
      Object.entries(entry).filter(([key]) => key === 'id' || key === 'documentId' || fields.includes(key)),
    );
  };
  /** Run after each answer is made: what changes in the CMS right after a request has read it. */
  const afterAnswer: Array<(request: string) => void> = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://strapi');
    const asked = decodeURIComponent(url.pathname + url.search);
    requests.push(asked);
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
      for (const then of afterAnswer) then(asked);
    };
    try {
      route(url, send);
    } catch (error) {
      if (!(error instanceof InvalidKey)) throw error;
      send(400, {
        data: null,
        error: { status: 400, name: 'ValidationError', message: `Invalid key ${error.message}` },
      });
    }
  });
  function route(url: URL, send: (status: number, body: object) => void) {
    if (url.pathname === '/api/content-type-builder/content-types') {
      const data = TYPES.map((type) => ({
        uid: uidOf(type),
        apiID: type.singularName,
        schema: { ...type, pluginOptions: localized ? { i18n: { localized: true } } : {} },
      }));
      return send(200, { data });
    }
    if (url.pathname === '/api/content-type-builder/components') return send(200, { data: [] });
    const collection = TYPES.find((t) => t.kind === 'collectionType' && url.pathname === `/api/${t.pluralName}`);
    if (collection) {
      const all = visible(collection.singularName, url.searchParams);
      const pageSize = Number(url.searchParams.get('pagination[pageSize]') ?? 25);
      const page = Number(url.searchParams.get('pagination[page]') ?? 1);
      const data = all.slice((page - 1) * pageSize, page * pageSize).map((entry) => answer(entry, url.searchParams));
      const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
      return send(200, { data, meta: { pagination: { page, pageSize, pageCount, total: all.length } } });
    }
    const single = TYPES.find((t) => t.kind === 'singleType' && url.pathname === `/api/${t.singularName}`);
    const [entry] = single ? visible(single.singularName, url.searchParams) : [];
    if (entry) return send(200, { data: answer(entry, url.searchParams), meta: {} });
    return send(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    // Node keeps the plugin's connections alive; close them with the server.
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { apiURL: `http://127.0.0.1:${port}`, requests, close, afterAnswer };
}

/** Gatsby's side of `sourceNodes`: the node store and the plugin's cache, kept between builds as
 *  `.cache` keeps them. Node ids are the plugin's seeds (Gatsby hashes them into UUIDs). */
function gatsbySite() {
  const nodes = new Map<string, GatsbyNode>();
  const cache = new Map<string, unknown>();
  let created: string[] = [];
  let deleted: string[] = [];
  let touched: string[] = [];
  let stateful = false;
  const api = {
    actions: {
      createNode: (node: GatsbyNode) => {
        created.push(node.id);
        nodes.set(node.id, { ...structuredClone(node), internal: { ...node.internal, owner: 'gatsby-source-strapi' } });
      },
      deleteNode: (node: GatsbyNode) => {
        deleted.push(node.id);
        nodes.delete(node.id);
      },
      touchNode: (node: GatsbyNode) => touched.push(node.id),
      enableStatefulSourceNodes: () => (stateful = true),
    },
    createContentDigest,
    createNodeId: (seed: string) => seed,
    reporter: {
      info: () => undefined,
      warn: () => undefined,
      panic: (message: string, error?: Error) => {
        throw error ?? new Error(message);
      },
    },
    cache: {
      get: async (key: string) => cache.get(key),
      set: async (key: string, value: unknown) => cache.set(key, value),
    },
    getCache: () => undefined,
    store: undefined,
    getNodes: () => [...nodes.values()],
    getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
    getNode: (id: string) => nodes.get(id),
  };
  return {
    nodes,
    /** One build's sourcing; returns the ids it created and deleted. */
    build: async (options: object) => {
      created = [];
      deleted = [];
      touched = [];
      stateful = false;
      await sourceNodes(api, {
        accessToken: 'token',
        skipFileDownloads: true,
        collectionTypes: [
          { singularName: 'page', queryParams: { populate: { faqGroup: true } } },
          { singularName: 'faq-group' },
        ],
        singleTypes: ['global'],
        ...options,
      });
      return { created: [...created].sort(), deleted: [...deleted].sort() };
    },
    /** What the last build touched, and whether it declared the plugin stateful. */
    kept: () => ({ touched: [...touched].sort(), stateful }),
    field: (id: string, name: string) => nodes.get(id)?.[name],
  };
}

const at = (ms: number) => new Date(ms).toISOString();
const LOCALES = ['en', 'de'];

/** One page, one FAQ group and the global settings, in English and German. */
function bilingualSeed(): Record<string, Entry[]> {
  const then = at(Date.now() - 60_000);
  return {
    page: [
      { id: 1, documentId: 'p1', locale: 'en', title: 'Services', body: '# Services', faqGroup: 'f1', updatedAt: then },
      {
        id: 2,
        documentId: 'p1',
        locale: 'de',
        title: 'Leistungen',
        body: '# Leistungen',
        faqGroup: 'f1',
        updatedAt: then,
      },
    ],
    'faq-group': [
      { id: 3, documentId: 'f1', locale: 'en', title: 'Questions', updatedAt: then },
      { id: 4, documentId: 'f1', locale: 'de', title: 'Fragen', updatedAt: then },
    ],
    global: [
      { id: 5, documentId: 'g1', locale: 'en', title: 'Acme', updatedAt: then },
      { id: 6, documentId: 'g1', locale: 'de', title: 'Acme GmbH', updatedAt: then },
    ],
  };
}

let strapi: Awaited<ReturnType<typeof fakeStrapi>> | undefined;
afterEach(async () => {
  await strapi?.close();
  strapi = undefined;
});

/** The bilingual seed served by the fake Strapi and sourced once (the first build). */
async function builtBilingualSite() {
  const entries = bilingualSeed();
  strapi = await fakeStrapi(true, entries);
  const site = gatsbySite();
  const options = { apiURL: strapi.apiURL, locales: LOCALES };
  await site.build(options);
  return { entries, site, options, cms: strapi };
}

/** Changes the CMS once, right after it has answered the first request that `matches`; says whether
 *  it has. */
function onceAfter(matches: (request: string) => boolean, change: () => void): () => boolean {
  let done = false;
  strapi!.afterAnswer.push((request) => {
    if (done || !matches(request)) return;
    done = true;
    change();
  });
  return () => done;
}

test('two locales of one document become two nodes, each with its own fields and links', async () => {
  strapi = await fakeStrapi(true, bilingualSeed());
  const site = gatsbySite();
  await site.build({ apiURL: strapi.apiURL, locales: LOCALES });

  // The default locale keeps the ids of an unlocalized type; German ids carry the locale.
  const ids = [...site.nodes.values()].filter((n) => !n.internal.type.endsWith('_TEXTNODE')).map((n) => n.id);
  expect(ids.sort()).toEqual([
    'STRAPI_FAQ_GROUP-f1',
    'STRAPI_FAQ_GROUP-f1-de',
    'STRAPI_GLOBAL-g1',
    'STRAPI_GLOBAL-g1-de',
    'STRAPI_PAGE-p1',
    'STRAPI_PAGE-p1-de',
  ]);
  for (const [id, locale, title] of [
    ['STRAPI_PAGE-p1', 'en', 'Services'],
    ['STRAPI_PAGE-p1-de', 'de', 'Leistungen'],
    ['STRAPI_GLOBAL-g1', 'en', 'Acme'],
    ['STRAPI_GLOBAL-g1-de', 'de', 'Acme GmbH'],
  ]) {
    expect([site.field(id, 'locale'), site.field(id, 'title'), site.field(id, 'documentId')]).toEqual([
      locale,
      title,
      id.split('-')[1],
    ]);
  }
  // The markdown of each locale is a node of its own, and each page links its own locale's FAQ group.
  const markdown = (id: string) =>
    site.field(String((site.field(id, 'body') as Record<string, unknown>).data___NODE), 'body');
  expect([markdown('STRAPI_PAGE-p1'), markdown('STRAPI_PAGE-p1-de')]).toEqual(['# Services', '# Leistungen']);
  expect([site.field('STRAPI_PAGE-p1', 'faqGroup___NODE'), site.field('STRAPI_PAGE-p1-de', 'faqGroup___NODE')]).toEqual(
    ['STRAPI_FAQ_GROUP-f1', 'STRAPI_FAQ_GROUP-f1-de'],
  );
});

test("a sync after an edit or a deletion in one locale changes only that locale's node", async () => {
  const { entries, site, options } = await builtBilingualSite();
  const english = structuredClone(site.nodes.get('STRAPI_PAGE-p1'));

  // The editor changes the German page's title and publishes it (later than the last sync).
  Object.assign(entries.page[1], { title: 'Unsere Leistungen', updatedAt: at(Date.now()) });
  expect(await site.build(options)).toEqual({
    created: ['STRAPI_PAGE-p1-de', 'p1-de-STRAPI_PAGE-body-TextNode'],
    deleted: [],
  });
  expect(site.field('STRAPI_PAGE-p1-de', 'title')).toBe('Unsere Leistungen');
  expect(site.nodes.get('STRAPI_PAGE-p1')).toEqual(english);

  // The editor deletes the German page (and the German settings): the English ones stay.
  entries.page.splice(1, 1);
  entries.global.splice(1, 1);
  const afterDeletion = await site.build(options);
  expect(afterDeletion.deleted).toEqual(['STRAPI_GLOBAL-g1-de', 'STRAPI_PAGE-p1-de']);
  expect(site.nodes.has('STRAPI_PAGE-p1-de')).toBe(false);
  expect(site.nodes.get('STRAPI_PAGE-p1')).toEqual(english);
  expect(site.field('STRAPI_GLOBAL-g1', 'title')).toBe('Acme');
  expect(site.nodes.has('STRAPI_FAQ_GROUP-f1-de')).toBe(true);
});

test('types without i18n (the CMS today) give the same requests, node ids and fields with `locales` as without', async () => {
  const then = at(Date.now() - 60_000);
  const unlocalized = (): Record<string, Entry[]> => ({
    page: [{ id: 1, documentId: 'p1', title: 'Services', body: '# Services', faqGroup: 'f1', updatedAt: then }],
    'faq-group': [{ id: 3, documentId: 'f1', title: 'Questions', updatedAt: then }],
    global: [{ id: 5, documentId: 'g1', title: 'Acme', updatedAt: then }],
  });
  const runs: { requests: string[]; nodes: GatsbyNode[] }[] = [];
  for (const options of [{}, { locales: LOCALES }]) {
    strapi = await fakeStrapi(false, unlocalized());
    const site = gatsbySite();
    await site.build({ apiURL: strapi.apiURL, ...options });
    // A second build lists the entries by documentId alone (asking a type without i18n for its
    // locale would be refused).
    expect(await site.build({ apiURL: strapi.apiURL, ...options })).toEqual({ created: [], deleted: [] });
    const requests = strapi.requests.map((r) => r.replace(/\$gt\]=\d+/, '$gt]=(the first build)'));
    runs.push({ requests: requests.sort(), nodes: [...site.nodes.values()] });
    await strapi.close();
    strapi = undefined;
  }
  const [before, withLocales] = runs;
  expect(withLocales).toEqual(before);
  // The ids the plugin has always given: the type and the documentId, and nothing has a locale.
  expect(before.nodes.map((n) => n.id).sort()).toEqual([
    'STRAPI_FAQ_GROUP-f1',
    'STRAPI_GLOBAL-g1',
    'STRAPI_PAGE-p1',
    'p1-STRAPI_PAGE-body-TextNode',
  ]);
  expect(before.nodes.filter((n) => 'locale' in n)).toEqual([]);
  expect(before.requests.filter((r) => r.includes('locale'))).toEqual([]);
});

test('after the first build a sync fetches in full only what changed; the rest is counted, and listed by id only where entries went', async () => {
  const then = at(Date.now() - 60_000);
  // More pages than one listing request holds (100), in both locales.
  const pages = Array.from({ length: 130 }, (_, index) =>
    LOCALES.map((locale, l) => ({
      id: 1000 + index * 2 + l,
      documentId: `p${index}`,
      locale,
      title: `Page ${index} (${locale})`,
      faqGroup: 'f1',
      updatedAt: then,
    })),
  ).flat();
  const entries = { ...bilingualSeed(), page: pages };
  strapi = await fakeStrapi(true, entries);
  const site = gatsbySite();
  const options = { apiURL: strapi.apiURL, locales: LOCALES };
  await site.build(options);
  expect(site.nodes.has('STRAPI_PAGE-p129-de')).toBe(true);

  Object.assign(pages[1], { title: 'Seite 0, neu', updatedAt: at(Date.now()) });
  pages.splice(pages.length - 2, 1); // page 129 in English, which only the second listing page held
  strapi.requests.length = 0;
  const otherPluginsNode = {
    id: 'SitePage /',
    path: '/',
    internal: { type: 'SitePage', owner: 'internal-data-bridge' },
  };
  site.nodes.set(otherPluginsNode.id, otherPluginsNode);
  // A picture the plugin downloaded: createRemoteFileNode makes it as gatsby-source-filesystem's node.
  site.nodes.set('File 1', { id: 'File 1', internal: { type: 'File', owner: 'gatsby-source-filesystem' } });
  expect(await site.build(options)).toEqual({ created: ['STRAPI_PAGE-p0-de'], deleted: ['STRAPI_PAGE-p129'] });
  expect(site.field('STRAPI_PAGE-p0-de', 'title')).toBe('Seite 0, neu');
  expect(site.field('STRAPI_PAGE-p0-de', 'faqGroup___NODE')).toBe('STRAPI_FAQ_GROUP-f1-de');
  expect(site.field('STRAPI_PAGE-p1', 'title')).toBe('Page 1 (en)');
  // The plugin keeps its nodes itself (Gatsby's stateful source nodes): no build touches the nodes of
  // the entries that did not change, which was work for every node of the site on every build; the
  // deleted entry's node is touched only to be deleted. Its downloaded files are still touched: Gatsby
  // counts them as gatsby-source-filesystem's and would collect them, leaving every picture's link
  // pointing at nothing. Another plugin's node is left as it was.
  expect(site.kept()).toEqual({ touched: ['File 1', 'STRAPI_PAGE-p129'], stateful: true });
  expect(site.nodes.get(otherPluginsNode.id)).toBe(otherPluginsNode);

  // Every request either asks for the changed entries, populated as configured, counts a collection
  // type's entries in one locale (one entry long, by documentId alone), or lists entries by documentId
  // and locale alone, nothing populated: a collection type only where its count says an entry went.
  const entryRequests = strapi.requests.filter((r) => !r.startsWith('/api/content-type-builder'));
  const changed = entryRequests.filter((r) => r.includes('filters[updatedAt][$gt]'));
  const counted = entryRequests.filter((r) => !changed.includes(r) && isCount(r));
  const listed = entryRequests.filter((r) => !changed.includes(r) && !counted.includes(r));
  expect(changed.filter((r) => r.startsWith('/api/pages?'))).toEqual([
    expect.stringContaining('populate[faqGroup]=true'),
    expect.stringContaining('populate[faqGroup]=true'),
  ]);
  for (const request of counted) {
    expect(request).toContain('fields[0]=documentId&');
    expect(request).not.toContain('populate');
  }
  // One count for each locale of each collection type.
  expect(counted.map((r) => r.replace(/\?.*locale=(\w+).*/, ' $1')).sort()).toEqual([
    '/api/faq-groups de',
    '/api/faq-groups en',
    '/api/pages de',
    '/api/pages en',
  ]);
  for (const request of listed) {
    expect(request).toContain('fields[0]=documentId&fields[1]=locale');
    expect(request).not.toContain('populate');
  }
  // The English pages lost one, so the pages are listed, in each locale: two listing requests for each
  // locale's 130 (a hundred each). The FAQ groups lost none: not listed. The global settings (a single
  // type) are, as before.
  expect(listed.filter((r) => r.startsWith('/api/pages?')).length).toBe(4);
  expect(listed.filter((r) => r.startsWith('/api/faq-groups?'))).toEqual([]);
  expect(listed.filter((r) => r.startsWith('/api/global?')).length).toBe(2);
});

/** A count of a collection type's entries (countEndpoint in the patch): one entry long. */
const isCount = (request: string) => /pagination\[pageSize\]=1(&|$)/.test(request);

test("a sync lists a collection type only when its count says an entry went, even beside a new entry, and deletes a type's last entries", async () => {
  const { entries, site, options, cms } = await builtBilingualSite();
  const listings = () =>
    cms.requests.filter(
      (r) => /^\/api\/(pages|faq-groups)\?/.test(r) && !r.includes('filters[updatedAt]') && !isCount(r),
    );

  // An edit, nothing deleted: no collection type is listed.
  Object.assign(entries.page[0], { title: 'Our services', updatedAt: at(Date.now()) });
  cms.requests.length = 0;
  expect(await site.build(options)).toEqual({
    created: ['STRAPI_PAGE-p1', 'p1-STRAPI_PAGE-body-TextNode'],
    deleted: [],
  });
  expect(listings()).toEqual([]);

  // The English page deleted and a new one published: the English count is as it was, but the new page
  // is among the changed entries, so the pages are listed (in each locale) and the deleted one's node
  // goes; the FAQ groups are not.
  entries.page.splice(0, 1);
  entries.page.push({ id: 7, documentId: 'p2', locale: 'en', title: 'Contact', updatedAt: at(Date.now()) });
  cms.requests.length = 0;
  const replaced = await site.build(options);
  expect(replaced.deleted).toEqual(['STRAPI_PAGE-p1']);
  expect(replaced.created).toContain('STRAPI_PAGE-p2');
  expect(
    listings()
      .map((r) => r.replace(/\?.*locale=(\w+).*/, ' $1'))
      .sort(),
  ).toEqual(['/api/pages de', '/api/pages en']);

  // Every page deleted, in both locales: each node goes (a type listed with no entry left is empty,
  // not unknown).
  entries.page.splice(0, entries.page.length);
  expect((await site.build(options)).deleted).toEqual(['STRAPI_PAGE-p1-de', 'STRAPI_PAGE-p2']);
  expect([...site.nodes.values()].filter((node) => node.internal.type === 'STRAPI_PAGE')).toEqual([]);
});

test("a deletion made right after a sync's count is found by the next sync", async () => {
  const { entries, site, options } = await builtBilingualSite();
  // An editor deletes the English page just after the second sync has counted the English pages, and
  // the deletion's webhook asks for the third.
  const deleted = onceAfter(
    (request) => request.startsWith('/api/pages?') && isCount(request) && request.includes('locale=en'),
    () => entries.page.splice(0, 1),
  );
  expect(await site.build(options)).toEqual({ created: [], deleted: [] });
  expect(deleted()).toBe(true);
  expect((await site.build(options)).deleted).toEqual(['STRAPI_PAGE-p1']);
});

test('a deletion a publish hides from a sync (published between its two reads) is found by the sync that publish asks for', async () => {
  const { entries, site, options } = await builtBilingualSite();
  // The English page is deleted; while the next sync reads the CMS, just after it has read the changed
  // English pages, an editor publishes a new English page (whichever of the two reads comes first,
  // the count may then hold the new page and not the deleted one, as the sync's nodes do the reverse).
  entries.page.splice(0, 1);
  const published = onceAfter(
    (request) =>
      request.startsWith('/api/pages?') && request.includes('filters[updatedAt]') && request.includes('locale=en'),
    () => entries.page.push({ id: 9, documentId: 'p2', locale: 'en', title: 'Contact', updatedAt: at(Date.now()) }),
  );
  const first = await site.build(options);
  expect(published()).toBe(true);
  // The publish's webhook asks for the next build: by its end the page is gone and the new one there.
  const second = await site.build(options);
  expect([...first.deleted, ...second.deleted]).toEqual(['STRAPI_PAGE-p1']);
  expect(second.created).toContain('STRAPI_PAGE-p2');
  expect(site.nodes.has('STRAPI_PAGE-p1')).toBe(false);
});

test('an entry published while a sync reads the CMS is fetched by the next sync', async () => {
  const { entries, site, options } = await builtBilingualSite();
  // An editor publishes a page just after the second sync has read the changed English pages, and its
  // webhook asks for the third.
  const published = onceAfter(
    (request) => request.startsWith('/api/pages?') && request.includes('filters[updatedAt]'),
    () => entries.page.push({ id: 9, documentId: 'p2', locale: 'en', title: 'Contact', updatedAt: at(Date.now()) }),
  );
  expect(await site.build(options)).toEqual({ created: [], deleted: [] });
  expect(published()).toBe(true);
  expect((await site.build(options)).created).toContain('STRAPI_PAGE-p2');
  expect(site.field('STRAPI_PAGE-p2', 'title')).toBe('Contact');
});
