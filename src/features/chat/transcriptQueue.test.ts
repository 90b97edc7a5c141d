import { CHAT_OUTBOX_MAX_AGE_DAYS } from '../../config/constants';
import { CHAT_OUTBOX_KEY } from '../../lib/browserStorage';
import { addToOutbox, readOutbox, removeFromOutbox } from './transcriptQueue';
import { transcript } from './testFixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const stored = () =>
  JSON.parse(localStorage.getItem(CHAT_OUTBOX_KEY) ?? 'null') as Array<Record<string, unknown>> | null;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the chat outbox', () => {
  it('records when a transcript was queued, and hands back the transcript alone', () => {
    addToOutbox(transcript('key-0001'));
    expect(stored()).toEqual([{ ...transcript('key-0001'), queuedAt: Date.parse('2026-03-02T10:00:00Z') }]);
    expect(readOutbox()).toEqual([transcript('key-0001')]);
  });

  it(`keeps a transcript for ${CHAT_OUTBOX_MAX_AGE_DAYS} days, then drops it from storage on the next read`, () => {
    addToOutbox(transcript('key-0001'));
    jest.setSystemTime(Date.now() + CHAT_OUTBOX_MAX_AGE_DAYS * DAY_MS - 1);
    expect(readOutbox()).toEqual([transcript('key-0001')]);
    jest.setSystemTime(Date.now() + 1);
    expect(readOutbox()).toEqual([]);
    expect(localStorage.getItem(CHAT_OUTBOX_KEY)).toBeNull();
  });

  it('drops only the expired ones, each by its own age', () => {
    addToOutbox(transcript('old-key-0001'));
    jest.setSystemTime(Date.now() + 3 * DAY_MS);
    addToOutbox(transcript('new-key-0002'));
    jest.setSystemTime(Date.now() + (CHAT_OUTBOX_MAX_AGE_DAYS - 3) * DAY_MS);
    expect(readOutbox().map((item) => item.idempotencyKey)).toEqual(['new-key-0002']);
    expect(stored()?.map((item) => item.idempotencyKey)).toEqual(['new-key-0002']);
  });

  it('drops expired ones when adding and removing too', () => {
    addToOutbox(transcript('old-key-0001'));
    addToOutbox(transcript('old-key-0002'));
    jest.setSystemTime(Date.now() + CHAT_OUTBOX_MAX_AGE_DAYS * DAY_MS);
    addToOutbox(transcript('new-key-0003'));
    expect(stored()?.map((item) => item.idempotencyKey)).toEqual(['new-key-0003']);
    addToOutbox(transcript('old-key-0004'));
    jest.setSystemTime(Date.now() + CHAT_OUTBOX_MAX_AGE_DAYS * DAY_MS);
    removeFromOutbox('nothing-by-this-key');
    expect(localStorage.getItem(CHAT_OUTBOX_KEY)).toBeNull();
  });

  it('gives a transcript stored without a time (by an earlier version) the present one, then expires it', () => {
    localStorage.setItem(CHAT_OUTBOX_KEY, JSON.stringify([transcript('legacy-key-0001')]));
    expect(readOutbox()).toEqual([transcript('legacy-key-0001')]);
    expect(stored()?.[0].queuedAt).toBe(Date.now());
    jest.setSystemTime(Date.now() + CHAT_OUTBOX_MAX_AGE_DAYS * DAY_MS);
    expect(readOutbox()).toEqual([]);
  });

  it('ignores items that are not transcripts, and a damaged store', () => {
    localStorage.setItem(
      CHAT_OUTBOX_KEY,
      JSON.stringify([{ idempotencyKey: 'x' }, { ...transcript('k'), queuedAt: 'soon' }]),
    );
    expect(readOutbox()).toEqual([]);
    localStorage.setItem(CHAT_OUTBOX_KEY, '{not json');
    expect(readOutbox()).toEqual([]);
  });

  it('removes a delivered transcript at once, keeping the others', () => {
    addToOutbox(transcript('key-0001'));
    addToOutbox(transcript('key-0002'));
    removeFromOutbox('key-0001');
    expect(readOutbox().map((item) => item.idempotencyKey)).toEqual(['key-0002']);
  });
});
