import { Hero } from '../components/PageCopy';
import { RichText } from '../components/RichText';
import { formatDate as formatInLocale } from '../lib/format';
import { useI18n } from '../lib/i18n';

/** "25 November 2026" ("25. November 2026" in German) from the CMS's YYYY-MM-DD, in `intlLocale` (the
 * catalogue's `format.intlLocale`); the text as it came when it is not a date. */
export function formatDate(iso: string, intlLocale = 'en-GB'): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : formatInLocale(intlLocale, date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The privacy notice (/privacy): a hero, when it was last changed, and the editors' text.
 * Rendered from its page query's data by the page, and from the drafts by the preview.
 */
/** What the view shows: the page's query without its head (the draft preview has its own). */
export type PrivacyViewData = Pick<Queries.PrivacyPageQuery, 'strapiPrivacyPage'>;

export function PrivacyView({ data }: { data: PrivacyViewData }) {
  const page = data.strapiPrivacyPage!;
  const { t } = useI18n();
  return (
    <>
      <Hero title={page.title!} subtitle={page.subtitle} />
      <div className="container sections privacy">
        {page.lastUpdated && (
          <p className="privacy__updated">
            {t('privacy.lastUpdated')}{' '}
            <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated, t('format.intlLocale'))}</time>
          </p>
        )}
        <RichText content={page.body} />
      </div>
    </>
  );
}
