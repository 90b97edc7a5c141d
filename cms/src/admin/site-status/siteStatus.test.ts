import { AFTER_LIVE_FAILED } from '../../contracts/rebuild-status';
import { POLL_BUSY_MS, POLL_IDLE_MS, describeStatus, lastBuildFailed, tail } from './siteStatus';

const success = { at: '2026-11-24T10:00:00.000Z', durationMs: 41_000 };
const failure = { at: '2026-11-24T11:00:00.000Z', error: 'line 1\nline 2\nThe CMS has no published global settings' };

describe('the Live site widget', () => {
  it('says when the site server cannot be reached, without breaking', () => {
    const view = describeStatus({ reachable: false });
    expect(view.headline).toBe('The site server cannot be reached');
    expect(view.pollMs).toBe(POLL_IDLE_MS);
  });

  it('says since when the site is live', () => {
    const view = describeStatus({ reachable: true, state: 'idle', lastSuccess: success, lastFailure: null });
    expect(view.tone).toBe('success');
    expect(view.headline).toMatch(/^Live since 24 Nov 2026/);
    expect(view.failureTail).toBeNull();
  });

  it('polls often while a build runs or waits', () => {
    for (const state of ['building', 'queued'] as const) {
      const view = describeStatus({ reachable: true, state, lastSuccess: success, lastFailure: null });
      expect(view.tone).toBe('warning');
      expect(view.pollMs).toBe(POLL_BUSY_MS);
    }
  });

  it('says in plain words that the last change did not go live, why, and that the last good site stays', () => {
    const view = describeStatus({ reachable: true, state: 'idle', lastSuccess: success, lastFailure: failure });
    expect(view.tone).toBe('danger');
    expect(view.headline).toBe('Your last change did not go live');
    expect(view.detail).toMatch(/The live site is still the last good one/);
    expect(view.failureTail).toMatch(/no published global settings$/);
  });

  it('says that a change is live when only the search index after it failed', () => {
    const searchFailed = { at: failure.at, error: `Search index: getFiles failed: disk full\n${AFTER_LIVE_FAILED}` };
    const view = describeStatus({ reachable: true, state: 'idle', lastSuccess: success, lastFailure: searchFailed });
    expect(view.tone).toBe('warning');
    expect(view.headline).toBe('Your last change is live; the site search has not caught up');
    expect(view.detail).toMatch(/visitors see the change/);
    expect(view.failureTail).toMatch(/disk full/);
  });

  it('forgets a failure once a later build succeeded', () => {
    const later = { at: '2026-11-24T12:00:00.000Z', durationMs: 30_000 };
    expect(lastBuildFailed({ reachable: true, lastSuccess: later, lastFailure: failure })).toBe(false);
    expect(describeStatus({ reachable: true, state: 'idle', lastSuccess: later, lastFailure: failure }).tone).toBe(
      'success',
    );
  });

  it('keeps only the end of a long log', () => {
    const log = Array.from({ length: 50 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(tail(log, 3)).toBe('line 48\nline 49\nline 50');
    expect(tail('ERROR\n\n  \nThe CMS has no published global settings\n\n', 2)).toBe(
      'ERROR\nThe CMS has no published global settings',
    );
  });
});
