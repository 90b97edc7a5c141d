import { ContactDetails } from '../components/ContactDetails';
import { RichText } from '../components/RichText';
import { useI18n } from '../lib/i18n';
import { useBlocksSite } from './context';

/** The firm's contact details beside a form block's form, with the editors' text under them (office
 * hours, say). Without behaviour, so it loads with the static blocks (./staticBlocks.ts) and a first
 * load keeps its server HTML (./FormBlock.tsx). */
export function FormContactAside({ block }: { block: Queries.FormBlockFragment }) {
  const global = useBlocksSite().strapiGlobal;
  const { t } = useI18n();
  return (
    <aside className="contact-details" aria-label={t('forms.contactDetails')}>
      {block.detailsHeading && <h2>{block.detailsHeading}</h2>}
      <ContactDetails
        contactEmail={global?.contactEmail ?? ''}
        contactPhone={global?.contactPhone ?? ''}
        address={global?.address ?? ''}
      />
      {Array.isArray(block.details) && block.details.length > 0 && (
        <div className="container sections">
          <section className="copy-section">
            <RichText content={block.details} />
          </section>
        </div>
      )}
    </aside>
  );
}
