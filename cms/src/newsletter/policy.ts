/**
 * The newsletter's decisions about time, pure so they are tested without a clock or a database.
 */

/** A repeated sign-up for an address still waiting for confirmation sends the email again only when
 * the last one went out at least this long ago: whoever types someone else's address into the form
 * can cause at most one email an hour to them, while a visitor who lost the first email gets a new
 * one by signing up again later. */
export const CONFIRMATION_RESEND_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/** Pending sign-ups requested before this moment have expired (their link no longer confirms, and
 * the expiry job deletes them). */
export function pendingCutoff(now: Date, pendingDays: number): Date {
  return new Date(now.getTime() - pendingDays * DAY_MS);
}

/** When the confirmation links of a sign-up made at `requestedAt` expire: the moment the expiry job may
 * delete it (the same period, so a link never outlives its sign-up, nor dies before it). */
export function confirmationExpiresAt(requestedAt: Date, pendingDays: number): Date {
  return new Date(requestedAt.getTime() + pendingDays * DAY_MS);
}

/** Confirmation emails sent before this moment may be sent again. */
export function resendCutoff(now: Date): Date {
  return new Date(now.getTime() - CONFIRMATION_RESEND_MS);
}

/** The wording the visitor saw beside the form, as stored with their sign-up: the footer's heading
 * and introduction from the Global settings, one per line. */
export function consentWording(global: { newsletterHeading?: unknown; newsletterIntro?: unknown } | null): string {
  return [global?.newsletterHeading, global?.newsletterIntro]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join('\n');
}
