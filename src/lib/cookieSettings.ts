/**
 * The footer's "Cookie settings" button reopens the consent choice. The consent code itself is loaded
 * lazily by the composition root (src/app/analytics.ts), which the shell may not import: it registers
 * here how to open the settings, and the footer calls openCookieSettings(). Without analytics nothing
 * registers and the footer shows no button.
 */
let opener: (() => void) | null = null;

export function registerCookieSettings(open: (() => void) | null): void {
  opener = open;
}

/** Opens the cookie settings; false when there is nothing to open (no analytics configured). */
export function openCookieSettings(): boolean {
  if (!opener) return false;
  opener();
  return true;
}
