/**
 * Webhook targets on loopback: `startWebhookReceiver` keeps every call's JSON body (Strapi's webhook
 * payload: `event`, `uid`, `entry`), for tests that count what the CMS announced;
 * `signedWebhookReceiver` stands for the firm's CRM (cms/src/crm): it verifies each call's Standard
 * Webhooks signature with the specification's own library, as a real receiver would, and can be
 * down, failing or slow before it answers, refuse some events (422), and be awaited for a call.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CMS_DIR, freePort } from './cms';

export interface WebhookCall {
  event: string;
  uid?: string;
  model?: string;
  entry?: Record<string, unknown>;
}

export interface WebhookReceiver {
  url: string;
  calls: WebhookCall[];
  close: () => Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const calls: WebhookCall[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      try {
        calls.push(JSON.parse(body) as WebhookCall);
      } catch {
        calls.push({ event: `unparsed: ${body.slice(0, 200)}` });
      }
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/__rebuild`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One call the CRM's stand-in received. */
export interface SignedCall {
  id: string;
  timestamp: string;
  /** Whether the signature, id and timestamp verified with the secret. */
  verified: boolean;
  /** The parsed body ({ type, timestamp, data }), when it verified. */
  message?: { type: string; timestamp: string; data: Record<string, any> };
  /** What it was answered: 204 when verified and up, else the mode's status. */
  status: number;
}

/** How it answers: `up` (204 to a verified call, 401 to any other), `failing` (500 to every call),
 * `slow` (never answers: the CMS's timeout ends the call). Until `listen()`, connections are refused. */
export type ReceiverMode = 'up' | 'failing' | 'slow';

export interface SignedWebhookReceiver {
  url: string;
  /** A fresh Standard Webhooks secret for the CMS (LEAD_WEBHOOK_SECRET) and its address, in `env`. */
  secret: string;
  env: Record<string, string>;
  calls: SignedCall[];
  /** The calls that verified, answered 204: what the CRM took in. */
  accepted: () => SignedCall[];
  listen: () => Promise<void>;
  mode: (mode: ReceiverMode) => void;
  /** While up, answers 422 (a permanent refusal) to each verified call whose message `refuses`
   * names; null: none. */
  refuse: (refuses: ((message: NonNullable<SignedCall['message']>) => boolean) | null) => void;
  /** The first call (received already or later) that `matches`, without polling: rejects after
   * `timeoutMs`. */
  arrival: (matches: (call: SignedCall) => boolean, timeoutMs: number) => Promise<SignedCall>;
  close: () => Promise<void>;
}

interface WebhookLibrary {
  Webhook: new (secret: string) => { verify: (body: string, headers: Record<string, string>) => unknown };
}
/** The CMS's own standardwebhooks (the root does not depend on it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const library = (): WebhookLibrary => require(path.join(CMS_DIR, 'node_modules', 'standardwebhooks')) as WebhookLibrary;

export async function signedWebhookReceiver(): Promise<SignedWebhookReceiver> {
  const port = await freePort();
  const secret = `whsec_${crypto.randomBytes(32).toString('base64')}`;
  const verifier = new (library().Webhook)(secret);
  const calls: SignedCall[] = [];
  let mode: ReceiverMode = 'up';
  let refuses: ((message: NonNullable<SignedCall['message']>) => boolean) | null = null;
  const waiting = new Set<(call: SignedCall) => void>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const header = (name: string) => String(request.headers[name] ?? '');
      const call: SignedCall = {
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        verified: false,
        status: 0,
      };
      try {
        call.message = verifier.verify(body, {
          'webhook-id': call.id,
          'webhook-timestamp': call.timestamp,
          'webhook-signature': header('webhook-signature'),
        }) as SignedCall['message'];
        call.verified = true;
      } catch {
        // recorded unverified, answered 401
      }
      calls.push(call);
      if (mode === 'slow') {
        hanging.add(response);
        return;
      }
      call.status =
        mode === 'failing' ? 500 : !call.verified ? 401 : refuses && call.message && refuses(call.message) ? 422 : 204;
      response.writeHead(call.status).end();
      for (const notify of waiting) notify(call);
    });
  });
  const url = `http://127.0.0.1:${port}/crm/webhooks`;
  return {
    url,
    secret,
    env: { LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret },
    calls,
    accepted: () => calls.filter((call) => call.status === 204),
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    mode: (next) => {
      mode = next;
      if (next !== 'slow') for (const response of hanging) response.destroy();
    },
    refuse: (next) => {
      refuses = next;
    },
    arrival: (matches, timeoutMs) => {
      const found = calls.find((call) => call.status && matches(call));
      if (found) return Promise.resolve(found);
      return new Promise<SignedCall>((resolve, reject) => {
        const notify = (call: SignedCall) => {
          if (!matches(call)) return;
          waiting.delete(notify);
          clearTimeout(timer);
          resolve(call);
        };
        const timer = setTimeout(() => {
          waiting.delete(notify);
          reject(new Error(`No matching webhook call within ${timeoutMs} ms.`));
        }, timeoutMs);
        waiting.add(notify);
      });
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
