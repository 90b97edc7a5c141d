/**
 * The visit counts at scale for `npm run bench` (issue 64): a CMS with a million count rows (made by
 * SQL: tests/support/counts.ts), on SQLite and on PostgreSQL. Measured, each the median of several
 * requests: the Visits page's answer (30 and 366 days), and a visitor's form token and submission on
 * the empty database, then beside the million rows while an admin keeps asking the Visits page (the
 * year's figures, the heaviest). Goals: the page under a second; a visitor's form as fast as on the
 * empty database. The first year's figures after the rows are made sum every past day once
 * (cms/src/counts/summary.ts): measured apart, with no goal. BENCH_QUICK=1 makes far fewer rows and requests. `npx tsx bench/visit-counts.ts` runs
 * it alone.
 */
import { makeAdmin } from '../tests/support/admin';
import { fillCounts, GENERATED } from '../tests/support/counts';
import { makeDataDir, startCms, type CmsInstance } from '../tests/support/cms';
import { createDatabase, startPostgres, stopPostgres } from '../tests/support/postgres';
import { formToken } from '../tests/support/submissions';
import { median } from './paired';

export interface VisitCountFigures {
  database: 'SQLite' | 'PostgreSQL';
  rows: number;
  /** The Visits page's answer, ms. */
  visits30Ms: number;
  visits366Ms: number;
  /** The first year's figures after the rows were made: every past day summed once, then read. */
  firstYearMs: number;
  /** A visitor's form token and submission, ms: on the empty database, and beside the rows and the page's load. */
  emptyTokenMs: number;
  emptySubmitMs: number;
  loadedTokenMs: number;
  loadedSubmitMs: number;
}

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

async function medianOf(times: number, run: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < times; i += 1) runs.push(await timed(run));
  return median(runs);
}

let visitor = 0;
/** A visitor's form: its token, then the submission with it (each timed). */
async function visitorForm(cms: CmsInstance, samples: number): Promise<{ tokenMs: number; submitMs: number }> {
  const tokens: number[] = [];
  const submits: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    let token = '';
    tokens.push(await timed(async () => (token = await formToken(cms.url))));
    visitor += 1;
    submits.push(
      await timed(async () => {
        const response = await fetch(`${cms.url}/api/types/contactRequest`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Bench Visitor',
            email: `visitor-${visitor}@example.com`,
            message: `Bench form ${visitor}.`,
            formToken: token,
          }),
        });
        if (response.status !== 201)
          throw new Error(`A visitor's form answered ${response.status}: ${await response.text()}`);
      }),
    );
  }
  return { tokenMs: median(tokens), submitMs: median(submits) };
}

async function figuresOn(
  database: VisitCountFigures['database'],
  start: (env: Record<string, string>) => Promise<CmsInstance>,
  quick: boolean,
): Promise<VisitCountFigures> {
  const owner = makeAdmin();
  const cms = await start({
    ...owner.env,
    FORM_MIN_SECONDS: '0',
    SUBMISSION_RATE_LIMIT: '1000000',
  });
  try {
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const visits = (days: number) => async () => {
      const response = await fetch(`${cms.url}/visit-counts/summary?days=${days}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`The Visits page answered ${response.status}.`);
      await response.json();
    };
    const samples = quick ? 3 : 15;
    await visitorForm(cms, 2); // warm up
    const empty = await visitorForm(cms, samples);

    const rows = quick ? { views: 8_000, events: 12_000 } : { views: GENERATED.views, events: GENERATED.events };
    await fillCounts(cms.database, rows);
    // The first ask sums the year's past days (as the CMS's hourly job does for a database that grew).
    const firstYearMs = await timed(visits(366));
    await visits(30)(); // warm up
    const visits30Ms = await medianOf(quick ? 1 : 5, visits(30));
    const visits366Ms = await medianOf(quick ? 1 : 5, visits(366));

    // An admin on the Visits page, asking for the year's figures again as soon as each answer comes.
    let asking = true;
    const admin = (async () => {
      while (asking) await visits(366)();
    })();
    let loaded: { tokenMs: number; submitMs: number };
    try {
      loaded = await visitorForm(cms, samples);
    } finally {
      asking = false;
      await admin;
    }
    return {
      database,
      rows: rows.views + rows.events,
      visits30Ms,
      visits366Ms,
      firstYearMs,
      emptyTokenMs: empty.tokenMs,
      emptySubmitMs: empty.submitMs,
      loadedTokenMs: loaded.tokenMs,
      loadedSubmitMs: loaded.submitMs,
    };
  } finally {
    await cms.stop();
  }
}

/** The figures on SQLite, then on a throwaway PostgreSQL cluster. */
export async function visitCountFigures(quick: boolean): Promise<VisitCountFigures[]> {
  const sqlite = await figuresOn('SQLite', (env) => startCms({ env }), quick);
  const cluster = await startPostgres();
  try {
    const database = await createDatabase(cluster, 'bench_counts');
    const postgres = await figuresOn(
      'PostgreSQL',
      (env) => startCms({ database, dataDir: makeDataDir('bench-counts-'), env }),
      quick,
    );
    return [sqlite, postgres];
  } finally {
    await stopPostgres(cluster);
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The figures as rows of RESULTS.md's table: [what, measured, goal, met]. */
export function visitCountRows(figures: VisitCountFigures[]): Array<[string, string, string, boolean | null]> {
  return figures.flatMap((f): Array<[string, string, string, boolean | null]> => [
    [
      `Visits page beside ${f.rows.toLocaleString('en-GB')} count rows (${f.database}), 30 days (the page's default)`,
      ms(f.visits30Ms),
      '< 1 s',
      f.visits30Ms < 1000,
    ],
    [
      `Visits page beside ${f.rows.toLocaleString('en-GB')} count rows (${f.database}), 366 days (the longest period; the rows span 400 days)`,
      ms(f.visits366Ms),
      '< 1 s',
      f.visits366Ms < 1000,
    ],
    [
      `Visits page's 366 days (${f.database}), asked first after the rows were made: every past day summed once (the CMS's hourly job does it as days pass)`,
      ms(f.firstYearMs),
      'none (once)',
      null,
    ],
    [
      `a visitor's form token / submission (${f.database}): empty database, then beside the rows while an admin keeps asking the Visits page's year`,
      `${ms(f.emptyTokenMs)} / ${ms(f.emptySubmitMs)}, then ${ms(f.loadedTokenMs)} / ${ms(f.loadedSubmitMs)}`,
      'as fast as empty',
      // Within 20% or 20 ms of the empty database's, whichever is more: this machine's noise.
      [
        [f.loadedTokenMs, f.emptyTokenMs],
        [f.loadedSubmitMs, f.emptySubmitMs],
      ].every(([loaded, empty]) => loaded <= Math.max(empty * 1.2, empty + 20)),
    ],
  ]);
}

if (require.main === module) {
  visitCountFigures(process.env.BENCH_QUICK === '1').then(
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
