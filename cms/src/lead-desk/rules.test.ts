/**
 * @jest-environment node
 *
 * The lead desk's rules (./rules.ts): validation of a change and a note, the list's filters (applied in
 * SQL: cms/tests/lead-desk.test.ts), the timeline's key, the CSV (formula cells defused, quoting) and the admin link.
 */
import {
  NEW_STATE,
  NOTE_MAX,
  applyPatch,
  isDate,
  leadAdminUrl,
  leadsCsv,
  readFilters,
  readNote,
  readPatch,
  timelineKey,
  sourceOf,
  type LeadSummary,
} from './rules';

const NOW = new Date('2026-12-04T10:00:00Z');
const lead = (over: Partial<LeadSummary>): LeadSummary => ({
  kind: 'contact-request',
  documentId: 'a',
  at: '2026-12-01T09:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  source: null,
  campaign: null,
  landingPage: null,
  ...NEW_STATE,
  ...over,
});
const filters = (query: Record<string, unknown>) => {
  const { filters: read, problems } = readFilters(query, NOW);
  expect(problems).toEqual([]);
  return read;
};
const fields = (problems: Array<{ field: string }>) => problems.map((problem) => problem.field);

describe('a change of a lead’s state', () => {
  it('accepts each status, an owner id or null, a real date or null', () => {
    expect(readPatch({ status: 'qualified', ownerId: 3, followUp: '2026-12-31' })).toEqual({
      patch: { status: 'qualified', ownerId: 3, followUp: '2026-12-31' },
      problems: [],
    });
    expect(readPatch({ ownerId: null, followUp: null }).patch).toEqual({ ownerId: null, followUp: null });
  });

  it('refuses unknown statuses, bad owner ids, malformed dates and unknown fields, naming each', () => {
    expect(fields(readPatch({ status: 'hot' }).problems)).toEqual(['status']);
    expect(fields(readPatch({ ownerId: '3' }).problems)).toEqual(['ownerId']);
    expect(fields(readPatch({ ownerId: 0 }).problems)).toEqual(['ownerId']);
    expect(fields(readPatch({ ownerId: 1.5 }).problems)).toEqual(['ownerId']);
    expect(fields(readPatch({ followUp: '2026-02-30' }).problems)).toEqual(['followUp']);
    expect(fields(readPatch({ followUp: '31/12/2026' }).problems)).toEqual(['followUp']);
    expect(fields(readPatch({ status: 'won', colour: 'red' }).problems)).toEqual(['colour']);
    expect(fields(readPatch({}).problems)).toEqual(['body']);
    expect(fields(readPatch(null).problems)).toEqual(['body']);
    expect(fields(readPatch({ status: 'x', ownerId: 'y', followUp: 'z' }).problems)).toEqual([
      'status',
      'ownerId',
      'followUp',
    ]);
  });

  it('logs only what really changes', () => {
    const current = { status: 'new' as const, ownerId: 2, followUp: null };
    expect(applyPatch(current, { status: 'contacted', ownerId: 2, followUp: '2026-12-05' })).toEqual({
      next: { status: 'contacted', ownerId: 2, followUp: '2026-12-05' },
      changes: [
        { action: 'status', from: 'new', to: 'contacted' },
        { action: 'followUp', from: null, to: '2026-12-05' },
      ],
    });
    expect(applyPatch(current, { ownerId: null }).changes).toEqual([{ action: 'owner', from: '2', to: null }]);
    expect(applyPatch(current, { status: 'new' }).changes).toEqual([]);
  });
});

describe('a note', () => {
  it('is trimmed text of 1 to NOTE_MAX characters', () => {
    expect(readNote({ text: '  Called, no answer.  ' })).toEqual({ text: 'Called, no answer.', problems: [] });
    expect(fields(readNote({ text: '   ' }).problems)).toEqual(['text']);
    expect(fields(readNote({}).problems)).toEqual(['text']);
    expect(fields(readNote({ text: 42 }).problems)).toEqual(['text']);
    expect(readNote({ text: 'x'.repeat(NOTE_MAX) }).problems).toEqual([]);
    expect(fields(readNote({ text: 'x'.repeat(NOTE_MAX + 1) }).problems)).toEqual(['text']);
  });
});

describe('the list’s filters', () => {
  it('reads every filter, and names each bad one', () => {
    expect(
      filters({
        status: 'new,won',
        kind: 'event-request',
        owner: '7',
        from: '2026-11-01',
        to: '2026-11-30',
        q: ' Ada ',
      }),
    ).toMatchObject({
      statuses: ['new', 'won'],
      kinds: ['event-request'],
      owner: 7,
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'Ada',
      due: false,
      today: '2026-12-04',
      page: 1,
      pageSize: 50,
    });
    expect(filters({ owner: 'none', due: 'true', today: '2026-12-05' })).toMatchObject({
      owner: 'none',
      due: true,
      today: '2026-12-05',
    });
    const { problems } = readFilters(
      {
        status: 'hot',
        kind: 'newsletter',
        owner: 'me',
        from: '2026-13-01',
        to: 'yesterday',
        q: 'x'.repeat(101),
        due: 'maybe',
        page: '0',
      },
      NOW,
    );
    expect(fields(problems)).toEqual(['status', 'kind', 'owner', 'from', 'to', 'q', 'due', 'page']);
    expect(fields(readFilters({ source: 'x'.repeat(201) }, NOW).problems)).toEqual(['source']);
    expect(fields(readFilters({ from: '2026-12-02', to: '2026-12-01' }, NOW).problems)).toEqual(['to']);
  });
});

describe('dates and the timeline’s key', () => {
  it('knows real dates', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-1-01')).toBe(false);
    expect(isDate(20261201)).toBe(false);
  });

  it('matches a person by the address, any case, spaces trimmed', () => {
    expect(timelineKey('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(timelineKey('no address')).toBeNull();
    expect(timelineKey(null)).toBeNull();
  });
});

describe('the CSV export', () => {
  it('defuses formula cells and quotes what needs it', () => {
    const csv = leadsCsv(
      [
        lead({ documentId: 'd1', name: '=HYPERLINK("http://x","y")', email: '+1@x.example', ownerId: 3 }),
        lead({ documentId: 'd2', name: '@SUM(A1)', email: '-x@x.example', status: 'won', followUp: '2026-12-24' }),
        lead({ documentId: 'd3', name: '\tTab, "quoted"', email: '\r=1' }),
        lead({ documentId: 'd4', name: 'Line\nbreak', email: null }),
        lead({ documentId: 'd5', source: '=cmd', campaign: 'autumn, 2026', landingPage: '/de/über-uns' }),
      ],
      (id) => (id === 3 ? 'Sam Sales' : `admin ${id}`),
    );
    expect(csv.split('\r\n')).toEqual([
      'when,kind,name,email,status,owner,followUp,documentId,source,campaign,landingPage',
      `2026-12-01T09:00:00.000Z,contact request,"'=HYPERLINK(""http://x"",""y"")",'+1@x.example,new,Sam Sales,,d1,,,`,
      "2026-12-01T09:00:00.000Z,contact request,'@SUM(A1),'-x@x.example,won,,2026-12-24,d2,,,",
      `2026-12-01T09:00:00.000Z,contact request,"'\tTab, ""quoted""","'\r=1",new,,,d3,,,`,
      '2026-12-01T09:00:00.000Z,contact request,"Line\nbreak",,new,,,d4,,,',
      '2026-12-01T09:00:00.000Z,contact request,Ada Lovelace,ada@example.com,new,,,d5,\'=cmd,"autumn, 2026",/de/über-uns',
      '',
    ]);
  });
});

describe('where a lead came from, as the list shows it', () => {
  it('is the campaign’s source, else the referring site; the campaign; the landing page', () => {
    expect(
      sourceOf({ utmSource: 'linkedin', referrer: 'www.linkedin.com', utmCampaign: 'a', landingPage: '/' }),
    ).toEqual({
      source: 'linkedin',
      campaign: 'a',
      landingPage: '/',
    });
    expect(sourceOf({ referrer: 'www.google.com', utmSource: '' })).toEqual({
      source: 'www.google.com',
      campaign: null,
      landingPage: null,
    });
    expect(sourceOf({})).toEqual({ source: null, campaign: null, landingPage: null });
  });
});

describe('the link in the lead emails', () => {
  it('opens the lead on the admin’s lead desk, when the CMS knows its address', () => {
    expect(leadAdminUrl('https://cms.example/', undefined, 'event-request', 'abc')).toBe(
      'https://cms.example/admin/leads/event-request/abc',
    );
    expect(leadAdminUrl('https://cms.example', 'https://admin.example/panel/', 'subscription', 'x y')).toBe(
      'https://admin.example/panel/leads/subscription/x%20y',
    );
    expect(leadAdminUrl(undefined, undefined, 'contact-request', 'abc')).toBeNull();
  });
});
