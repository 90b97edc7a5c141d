/**
 * Reads and edits what the CMS stores through its own admin API (the Content Manager an editor
 * uses), so tests check rows without SQL and work on any database the CMS runs on. The editor
 * account comes from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (see cms/src/startup/first-admin.ts).
 */
import crypto from 'node:crypto';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** A fresh editor for one test CMS, and the environment that creates it on the first start. */
export function makeAdmin(): AdminCredentials & { env: Record<string, string> } {
  const email = 'editor@meridianworks.example';
  const password = `Ed1-${crypto.randomBytes(9).toString('base64url')}`;
  return { email, password, env: { CMS_ADMIN_EMAIL: email, CMS_ADMIN_PASSWORD: password } };
}

export type Row = Record<string, any>;

/** A JSON call to a CMS's admin or content API, with a bearer token when given: status and parsed body. */
export function jsonCaller(baseUrl: () => string) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

export interface AdminApi {
  /** Every entry of a collection type whose `field` equals `value` (or all of them). */
  list: (uid: string, where?: Record<string, string>) => Promise<Row[]>;
  /** One entry of a collection type, as the edit view loads it. */
  get: (uid: string, documentId: string) => Promise<Row>;
  single: (uid: string) => Promise<Row>;
  /** How the Content Manager shows a type (list columns, default sort). */
  configuration: (uid: string) => Promise<Row>;
  updateSingle: (uid: string, data: Row) => Promise<Row>;
  /** Saves `change` over the current draft and publishes it, as an editor's "Publish" does: a
   * single type (no `documentId`) or one entry of a collection type. */
  publish: (uid: string, change: Change, documentId?: string) => Promise<Row>;
}

/** An editor's admin session token (the JWT the admin panel sends), from the real login. */
export async function adminToken(cmsUrl: string, credentials: AdminCredentials): Promise<string> {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!login.ok) throw new Error(`Admin login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * Another admin with a role (a code such as `strapi-editor` or `strapi-author`, or a role's id),
 * invited by an admin who may manage users and registered as the invitation link does; answers their
 * session token.
 */
export async function inviteAdmin(
  cmsUrl: string,
  ownerToken: string,
  role: string | number,
  credentials: AdminCredentials & { firstname: string; lastname: string },
): Promise<string> {
  const call = jsonCaller(() => cmsUrl);
  let roleId = role;
  if (typeof role === 'string') {
    const roles = (await call('GET', '/admin/roles', ownerToken)).body.data as Array<{ id: number; code: string }>;
    const found = roles.find((candidate) => candidate.code === role);
    if (!found) throw new Error(`No admin role ${role}.`);
    roleId = found.id;
  }
  const { firstname, lastname, email, password } = credentials;
  const invited = await call('POST', '/admin/users', ownerToken, { firstname, lastname, email, roles: [roleId] });
  if (invited.status !== 201) throw new Error(`Inviting ${email}: ${invited.status} ${JSON.stringify(invited.body)}`);
  const registered = await call('POST', '/admin/register', undefined, {
    registrationToken: invited.body.data.registrationToken,
    userInfo: { firstname, lastname, password },
  });
  if (registered.status >= 300) throw new Error(`Registering ${email}: ${registered.status}`);
  return adminToken(cmsUrl, credentials);
}

/** Uploads files to the media library as the admin panel does (multipart POST /upload). */
export function uploadMedia(
  cmsUrl: string,
  token: string,
  files: Array<{ bytes: Buffer; name: string; type: string }>,
): Promise<Response> {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${cmsUrl}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

/** A request to the admin's Content Manager API (`/content-manager/<path>`) as the logged-in editor;
 * answers the JSON body, throws on an error status. */
export type ContentManager = (method: string, path: string, body?: unknown) => Promise<any>;

/**
 * The Content Manager as a token's user, or as `credentials`' user: then it signs in when first
 * used, and again when its access token has expired (one lives five minutes: cms/config/admin.ts),
 * so a stack or a bench that runs longer keeps working: a call answered 401 is made once more with
 * a new token (one sign-in for the calls that met the same expired token).
 */
export function contentManagerFor(cmsUrl: string, signIn: string | AdminCredentials): ContentManager {
  const renews = typeof signIn !== 'string';
  const newToken = () => (typeof signIn === 'string' ? Promise.resolve(signIn) : adminToken(cmsUrl, signIn));
  let token: Promise<string> | undefined;
  const send = async (method: string, path: string, body: unknown, bearer: string) =>
    fetch(`${cmsUrl}/content-manager/${path}`, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return async (method, path, body) => {
    const used = (token ??= newToken());
    let response = await send(method, path, body, await used);
    if (response.status === 401 && renews) {
      if (token === used) token = newToken();
      response = await send(method, path, body, await token);
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** A document as the edit view sends it back: without `status` (draft / published / modified),
 * which describes the document and is never sent. */
export function editable(document: Row): Row {
  const { status: _status, ...fields } = document;
  return fields;
}

/** A change to a document: fields to set, or made from the document as it is (a block's field). */
export type Change = Row | ((current: Row) => Row);

export const applyChange = (current: Row, change: Change): Row => ({
  ...editable(current),
  ...(typeof change === 'function' ? change(current) : change),
});

/** The change that gives a page of blocks a new hero title (the page's h1), its other blocks as they are. */
export function withHeroTitle(title: string): (current: Row) => Row {
  return (current) => ({
    blocks: (current.blocks as Row[]).map((block) =>
      block.__component === 'blocks.hero' ? { ...block, title } : block,
    ),
  });
}

/** The hero title of a page of blocks, as the REST API or the Content Manager gives it. */
export const heroTitleOf = (page: Row | null | undefined): string | undefined =>
  (page?.blocks as Row[] | undefined)?.find((block) => block.__component === 'blocks.hero')?.title;

/** Saves `change` over the current draft and publishes it, as an editor's "Publish" does: a single
 * type (no `documentId`) or one entry of a collection type, in `locale` (unset: the default locale). */
export async function publishDocument(
  contentManager: ContentManager,
  uid: string,
  change: Change,
  documentId?: string,
  locale?: string,
): Promise<Row> {
  const document = documentId ? `collection-types/${uid}/${documentId}` : `single-types/${uid}`;
  const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
  const { data } = await contentManager('GET', `${document}${query}`);
  return (await contentManager('POST', `${document}/actions/publish${query}`, applyChange(data, change))).data;
}

/** Signs in to the admin API with `credentials` and reads the Content Manager as that user (no browser:
 * tests/e2e's `signInToAdminPanel` signs in through the panel's form). */
export async function adminApiAs(cmsUrl: string, credentials: AdminCredentials): Promise<AdminApi> {
  const contentManager = contentManagerFor(cmsUrl, credentials);
  const call = (path: string) => contentManager('GET', path);
  return {
    list: async (uid, where = {}) => {
      const rows: Row[] = [];
      for (let page = 1; ; page += 1) {
        const params = new URLSearchParams({ page: String(page), pageSize: '100', sort: 'id:ASC' });
        Object.entries(where).forEach(([field, value], index) =>
          params.set(`filters[$and][${index}][${field}][$eq]`, value),
        );
        const body = await call(`collection-types/${uid}?${params}`);
        rows.push(...body.results);
        if (page >= body.pagination.pageCount) return rows;
      }
    },
    get: async (uid, documentId) => (await call(`collection-types/${uid}/${documentId}`)).data,
    configuration: async (uid) => (await call(`content-types/${uid}/configuration`)).data.contentType,
    single: async (uid) => (await call(`single-types/${uid}`)).data,
    updateSingle: async (uid, body) => (await contentManager('PUT', `single-types/${uid}`, body)).data,
    publish: (uid, change, documentId) => publishDocument(contentManager, uid, change, documentId),
  };
}

/** Sign-in details for an admin a test invites: the address given, a random password of 24
 * characters of every kind (strong by any password rule the CMS applies). */
export function strongCredentials(email: string): AdminCredentials {
  return { email, password: `Aa1!${crypto.randomBytes(15).toString('base64url')}` };
}

/** One Content Manager permission of a custom role: an action on a type, with Strapi's conditions
 * (e.g. `admin::is-creator`) and properties (e.g. `locales`). */
export interface RolePermission {
  action: string;
  subject: string;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

/** A custom admin role holding exactly `permissions`, made by an admin who may manage roles; answers
 * its id (for inviteAdmin). */
export async function customRole(
  cmsUrl: string,
  ownerToken: string,
  name: string,
  permissions: RolePermission[],
): Promise<number> {
  const call = jsonCaller(() => cmsUrl);
  const role = await call('POST', '/admin/roles', ownerToken, { name, description: 'Made by a test' });
  if (role.status !== 201) throw new Error(`Role ${name}: ${role.status} ${JSON.stringify(role.body)}`);
  const set = await call('PUT', `/admin/roles/${role.body.data.id}/permissions`, ownerToken, {
    permissions: permissions.map(({ properties = {}, conditions = [], ...rest }) => ({
      ...rest,
      properties,
      conditions,
    })),
  });
  if (set.status !== 200) throw new Error(`Permissions of ${name}: ${set.status} ${JSON.stringify(set.body)}`);
  return role.body.data.id as number;
}
