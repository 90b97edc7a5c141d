/** Scheduling a publish or unpublish as the admin's edit view does (strapi-plugin-publisher's admin
 * API), for the scheduling suites. */
import type { jsonCaller } from './admin';

export type Caller = ReturnType<typeof jsonCaller>;

export function schedule(
  call: Caller,
  token: string,
  /** `locale`: one language's version (the edit view sends the one it shows); without it, the default. */
  action: { mode: 'publish' | 'unpublish'; entitySlug: string; entityId: string; inMs: number; locale?: string },
) {
  const { inMs, ...fields } = action;
  return call('POST', '/publisher/actions', token, {
    data: { ...fields, executeAt: new Date(Date.now() + inMs).toISOString() },
  });
}

/** The content API's answer for a path, read with the build's token (what the site sees). */
export async function live(cmsUrl: string, buildToken: string, path: string) {
  const response = await fetch(`${cmsUrl}/api/${path}`, { headers: { Authorization: `Bearer ${buildToken}` } });
  return { status: response.status, body: await response.json().catch(() => null) };
}
