import { CONFIRMATION_RESEND_MS, confirmationExpiresAt, consentWording, pendingCutoff, resendCutoff } from './policy';

const now = new Date('2026-03-10T12:00:00Z');
const inAWeek = new Date('2026-03-17T12:00:00Z');

describe('the newsletter policy', () => {
  it('expires pending sign-ups, and their links, after the pending period, and resends after an hour', () => {
    expect(pendingCutoff(now, 7).toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(confirmationExpiresAt(now, 7)).toEqual(inAWeek);
    expect(confirmationExpiresAt(pendingCutoff(now, 7), 7)).toEqual(now);
    expect(resendCutoff(now).getTime()).toBe(now.getTime() - CONFIRMATION_RESEND_MS);
    expect(CONFIRMATION_RESEND_MS).toBe(60 * 60_000);
  });

  it('stores the heading and introduction shown beside the form', () => {
    expect(consentWording({ newsletterHeading: ' Monthly ', newsletterIntro: 'No spam.' })).toBe('Monthly\nNo spam.');
    expect(consentWording({ newsletterHeading: '', newsletterIntro: 'No spam.' })).toBe('No spam.');
    expect(consentWording(null)).toBe('');
  });
});
