/** SITE_URL: the site as visitors' and editors' browsers reach it (default http://localhost:$PORT,
 * PORT 9000). Its own module, free of imports, so the outbox can build links without the preview's. */
export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 9000}`).replace(/\/$/, '');
}
