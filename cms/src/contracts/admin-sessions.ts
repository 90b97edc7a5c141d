/**
 * How long an admin's session lasts (Strapi's `admin.auth.sessions`, set in cms/config/admin.ts), in
 * seconds. Here rather than in the config so the browser tests, which carry one sign-in across a
 * worker's tests, know when Strapi will have ended it.
 *
 * An admin signs in again after 12 hours in all, or after 25 to 30 minutes without using the panel,
 * with "Remember me" or without (docs/security.md#admin-accounts-and-sessions). Strapi counts the idle
 * window from the last renewal of the session, and the panel renews it only shortly before its access
 * token ends, and only if the admin did something meanwhile: a 5-minute access token keeps the window
 * within 5 minutes of the last action (the 30-minute default would stretch it towards an hour), and
 * bounds how long a token outlives its session's end.
 */
export const ADMIN_SESSIONS = {
  accessTokenLifespan: 5 * 60,
  // "Remember me": the refresh cookie's lifetime.
  maxRefreshTokenLifespan: 12 * 60 * 60,
  idleRefreshTokenLifespan: 25 * 60,
  // Without "Remember me": a cookie that ends with the browser, and the same windows.
  maxSessionLifespan: 12 * 60 * 60,
  idleSessionLifespan: 25 * 60,
};
