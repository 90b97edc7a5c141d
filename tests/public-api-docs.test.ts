/**
 * @jest-environment node
 *
 * docs/public-api.md's opening, "what anonymous visitors can do", names exactly the CMS's routes that
 * need no login (`auth: false` in cms/src/api/<type>/routes/): a route opened to visitors without a
 * line in the doc, or a line left for a route that is gone, fails here.
 */
import fs from 'node:fs';
import path from 'node:path';

const API = path.resolve(__dirname, '..', 'cms', 'src', 'api');

interface RouteConfig {
  method: string;
  path: string;
  config?: { auth?: unknown };
}

/** `METHOD /api/path` of every content-API route of the CMS's own types that takes no login. */
function openRoutes(): string[] {
  return fs
    .readdirSync(API)
    .flatMap((type) => {
      const dir = path.join(API, type, 'routes');
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => path.join(dir, file));
    })
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- each route file, found at run time
      const router = (require(file) as { default: object }).default;
      // A core router (createCoreRouter) makes its routes when Strapi reads them; without a `config`
      // that sets `auth`, they take the Public role's permissions, which grant nothing (docs/security.md#roles).
      if (Object.getOwnPropertyDescriptor(router, 'routes')?.get) {
        expect([file, /\bauth\b/.test(fs.readFileSync(file, 'utf8'))]).toEqual([file, false]);
        return [];
      }
      return (router as { routes: RouteConfig[] }).routes;
    })
    .filter((route) => route.config?.auth === false)
    .map((route) => `${route.method} /api${route.path}`);
}

/** Every `METHOD /api/…` the doc's opening names, up to its first list of details. */
function documentedRoutes(): string[] {
  const page = fs.readFileSync(path.resolve(__dirname, '..', 'docs', 'public-api.md'), 'utf8');
  const opening = page.split(/^- /m)[0];
  const named = [...opening.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`\s]+)`(?: and `(\/[^`\s]+)`)?/g)];
  return named.flatMap(([, method, first, second]) => {
    // "`POST /api/newsletter/confirm` and `/unsubscribe`": the second shares the first's folder.
    const sibling = second && `${first.slice(0, first.lastIndexOf('/'))}${second}`;
    return [`${method} ${first}`, ...(sibling ? [`${method} ${sibling}`] : [])];
  });
}

test('the routes that take no login are found', () => {
  expect(openRoutes()).toEqual(expect.arrayContaining(['POST /api/types/chatbot', 'GET /api/types/form-token']));
});

test("docs/public-api.md's opening names exactly the routes that take no login", () => {
  expect([...new Set(documentedRoutes())].sort()).toEqual([...new Set(openRoutes())].sort());
});
