import { CHAT_OUTBOX_MAX_AGE_DAYS } from '../config/constants';
import { RETENTION_DEFAULTS, describeWait } from './submission';

describe('the seam to the CMS', () => {
  it("expires the chat's unsent transcripts after the days the privacy notice states", () => {
    expect(CHAT_OUTBOX_MAX_AGE_DAYS).toBe(RETENTION_DEFAULTS.browserTranscriptDays);
  });

  it('says how long to wait in seconds, then minutes', () => {
    expect([1, 30, 89, 90, 120].map(describeWait)).toEqual([
      '1 second',
      '30 seconds',
      '89 seconds',
      '2 minutes',
      '2 minutes',
    ]);
  });
});
