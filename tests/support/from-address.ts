/**
 * A request from another client, for the tests of what counts clients apart: every 127.x.y.z address
 * is the machine's own on Linux, so a socket bound to 127.0.0.2 reaches a server on 127.0.0.1 as a
 * client of its own, with no forwarded header to trust.
 */
import http from 'node:http';

/** The `n`th loopback client address (0: 127.0.0.1, the default; 1: 127.0.0.2; …). */
export const loopbackClient = (n: number) => `127.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** POSTs `body` as JSON to `url` from `localAddress`; answers the status and the body's text. */
export function postJsonFrom(
  url: string,
  body: unknown,
  localAddress: string,
): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}
