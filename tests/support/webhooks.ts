/** A webhook target on loopback that keeps every call's JSON body (Strapi's webhook payload:
 * `event`, `uid`, `entry`), for tests that count what the CMS announced. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
