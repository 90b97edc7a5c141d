/** A raw HTTP client for the site server's tests: the path sent byte for byte, the body decoded. */
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (possibly compressed). */
  raw: Buffer;
  /** The body decoded per content-encoding. */
  text: string;
}

/** A real HTTP request with the path sent exactly as given (no URL normalisation, unlike fetch). */
export function request(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode!, headers: res.headers, raw, text: decoded.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
