/**
 * Submission load for `npm run bench`: N contact-request POSTs at once over M connections
 * (autocannon), with the figures that matter for leads: requests per second, p50/p99 latency,
 * errors, and rows stored against 2xx answers (a lost lead is a 2xx without a row).
 *
 * `postgresLoad` runs it across two CMS instances on one PostgreSQL database (a throwaway cluster),
 * the deployment the README describes, the requests split evenly between them. Each request
 * carries its own client address in X-Forwarded-For (the instances are told they stand behind one
 * proxy, CMS_PROXY=true), as visitors behind a load balancer would, so the shared rate-limit table
 * sees many visitors rather than one hot row. `npx tsx bench/submissions.ts` runs it alone.
 */
import type { Request } from 'autocannon';
import { countRows, makeDataDir, startCmsTogether } from '../tests/support/cms';
import { createDatabase, startPostgres, stopPostgres } from '../tests/support/postgres';

export interface LoadFigures {
  instances: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  successes: number;
  errors: number;
  stored: number;
  lost: number;
}

/** Each request is a different visitor's lead: identical bodies from one address within
 * SUBMISSION_REPEAT_WINDOW are one lead sent twice (a double click), answered 2xx and stored once. */
const body = (visitor: number) =>
  JSON.stringify({
    name: 'Load Test',
    email: `load-${visitor}@example.com`,
    message: `Benchmark submission ${visitor}.`,
  });

/** Posts `requests` submissions over `connections`, split evenly across `urls`, all at once. */
export async function submissionLoad(
  urls: string[],
  database: string,
  { requests, connections }: { requests: number; connections: number },
  forwardedFor = false,
): Promise<LoadFigures> {
  const { default: autocannon } = await import('autocannon');
  const before = await countRows(database, 'contact_requests');
  let visitor = 0;
  const started = Date.now();
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}/api/types/contactRequest`,
        method: 'POST',
        connections: Math.ceil(connections / urls.length),
        amount: Math.ceil(requests / urls.length),
        timeout: 60,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request: Request) => {
              visitor += 1;
              const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
              const headers = forwardedFor ? { ...request.headers, 'x-forwarded-for': address } : request.headers;
              return { ...request, body: body(visitor), headers };
            },
          },
        ],
      }),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const stored = (await countRows(database, 'contact_requests')) - before;
  const sum = (pick: (result: (typeof results)[number]) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const successes = sum((result) => result['2xx']);
  return {
    instances: urls.length,
    requests: sum((result) => result.requests.total),
    requestsPerSecond:
      urls.length === 1 ? results[0].requests.average : sum((result) => result.requests.total) / seconds,
    // One latency distribution per instance: report the worse of them.
    p50Ms: Math.max(...results.map((result) => result.latency.p50)),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    successes,
    errors: sum((result) => result.errors + result.timeouts + result.non2xx),
    stored,
    lost: successes - stored,
  };
}

/** The same load across two CMS instances on one fresh PostgreSQL database. */
export async function postgresLoad(load: { requests: number; connections: number }): Promise<LoadFigures> {
  const cluster = await startPostgres();
  try {
    const database = await createDatabase(cluster, 'bench');
    const env = { SUBMISSION_RATE_LIMIT: '1000000', CMS_PROXY: 'true', CMS_PROXY_COUNT: '1' };
    const instances = await startCmsTogether([0, 1].map(() => ({ database, dataDir: makeDataDir('bench-pg-'), env })));
    try {
      return await submissionLoad(
        instances.map((cms) => cms.url),
        database,
        load,
        true,
      );
    } finally {
      await Promise.all(instances.map((cms) => cms.stop()));
    }
  } finally {
    await stopPostgres(cluster);
  }
}

if (require.main === module) {
  const quick = process.env.BENCH_QUICK === '1';
  postgresLoad({ requests: quick ? 20 : 500, connections: quick ? 10 : 500 }).then(
    (figures) => {
      console.log(JSON.stringify(figures, null, 2));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
