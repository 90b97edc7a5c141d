/**
 * Where this visit came from, sent with every submission (the fields are cms/src/contracts/leads.ts's
 * SOURCE_FIELDS): the path of the page the visit began on, the referring site's host, and the landing
 * address's utm_ parameters. Nothing is written anywhere for it: the browser keeps its own record of
 * the navigation that loaded the document (the Navigation Timing entry, whose URL is the landing
 * address, and `document.referrer`) for as long as the visit lasts, since the site moves between its
 * pages without reloading. Read only when a submission is sent (./sendSubmission.ts), so it adds
 * nothing to a page's first load. docs/leads-and-notifications.md, "Where a lead came from".
 */
import { SOURCE_FIELDS, checkField, cleanText, readablePath, visitStart, type SourceField } from './submission';

export type Attribution = Partial<Record<SourceField, string>>;

const UTM: Record<string, SourceField> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
};

/** A value as the CMS stores it: one line, cleaned, cut to the field's length; kept only when the
 * CMS's own rule accepts it, so where a visit came from can never make a lead be refused. */
function fit(field: SourceField, raw: string): string | undefined {
  const rule = SOURCE_FIELDS[field];
  const value = cleanText(raw.replace(/\s+/g, ' ')).slice(0, rule.max).trim();
  return value !== '' && checkField(rule, value) === null ? value : undefined;
}

/** The attribution of a visit that landed on `landing` from `referrer` (empty when none): pure, for tests.
 * A link from one of the site's own pages is not where the visit came from: the visit began on that
 * page (`visitStart`, shared with the page-view count). */
export function attributionOf(landing: string, referrer: string): Attribution {
  const result: Attribution = {};
  const put = (field: SourceField, raw: string | null | undefined) => {
    const value = raw ? fit(field, raw) : undefined;
    if (value) result[field] = value;
  };
  const { landing: page, from } = visitStart(landing, referrer);
  if (page) {
    // Decoded where that still makes a path (`%20` would not), else as the URL gives it.
    put('landingPage', readablePath(page.pathname));
    for (const [parameter, field] of Object.entries(UTM)) put(field, page.searchParams.get(parameter));
  }
  if (from) put('referrer', from.hostname);
  return result;
}

/** This visit's attribution, read from the browser's record of the navigation that began it. */
export function visitAttribution(): Attribution {
  if (typeof window === 'undefined') return {};
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return attributionOf(navigation?.name || window.location.href, document.referrer);
}
