/** Global settings and lead email settings in the admin. */
import { LEADS, LEAD_KINDS } from '../contracts/leads';
import { RECIPIENT_FIELDS } from '../notifications/outbox';
import type { AdminView } from './view';

const text = (label: string, description: string) => ({ label, description });

export const SETTINGS_VIEWS: Record<string, AdminView> = {
  'api::global.global': {
    mainField: 'siteName',
    fields: {
      siteName: text('Firm name', 'The site’s name: page titles, the logo’s text alternative, emails.'),
      tagline: text('Tagline', 'A short line under the firm’s name in the opening animation.'),
      textLogo: text('Logo (text)', 'The logo with the firm’s name, in the header.'),
      transparentLogo: text('Logo (mark)', 'The logo without text, on a transparent background.'),
      contactEmail: text('Contact email', 'Shown on the site and in the footer.'),
      contactPhone: text('Contact phone', 'Shown on the site and in the footer.'),
      address: text('Address', 'The office address, one line per row.'),
      socialLinks: text('Social links', 'Profiles linked from the footer.'),
      footerText: text('Footer text', 'The line at the very bottom of every page.'),
      newsletterHeading: text('Newsletter heading', 'Above the sign-up form in the footer.'),
      newsletterIntro: text(
        'Newsletter introduction',
        'What subscribers get; shown beside the form and stored with their consent.',
      ),
      newsletterSentMessage: text('After signing up', 'Tells the visitor to look for the confirmation email.'),
      newsletterConfirmTitle: text(
        'Confirm page: heading',
        'The page a subscriber reaches from the confirmation email.',
      ),
      newsletterConfirmIntro: text('Confirm page: introduction', 'Above the confirm button.'),
      newsletterConfirmButton: text('Confirm page: button', 'The button’s words.'),
      newsletterConfirmBusy: text('Confirm page: while confirming', 'Shown while the confirmation is sent.'),
      newsletterConfirmDone: text('Confirm page: done', 'Shown once the address is confirmed.'),
      newsletterConfirmDoneDetail: text('Confirm page: done, details', 'A line under it.'),
      newsletterUnsubscribeTitle: text(
        'Unsubscribe page: heading',
        'The page reached from an email’s unsubscribe link.',
      ),
      newsletterUnsubscribeIntro: text('Unsubscribe page: introduction', 'Above the unsubscribe button.'),
      newsletterUnsubscribeButton: text('Unsubscribe page: button', 'The button’s words.'),
      newsletterUnsubscribeBusy: text('Unsubscribe page: while unsubscribing', 'Shown while it is sent.'),
      newsletterUnsubscribeDone: text('Unsubscribe page: done', 'Shown once the address is unsubscribed.'),
      newsletterUnsubscribeDoneDetail: text('Unsubscribe page: done, details', 'A line under it.'),
      defaultSeo: text('Default SEO', 'Used by any page whose own SEO fields are empty.'),
    },
  },
  'api::notification-setting.notification-setting': {
    fields: {
      ...Object.fromEntries(
        LEAD_KINDS.map((kind) => {
          const many = LEADS[kind].labels.many;
          return [
            RECIPIENT_FIELDS[kind],
            text(`${many[0].toUpperCase()}${many.slice(1)} go to`, 'Email addresses, one per line or comma-separated.'),
          ];
        }),
      ),
      announceSubscriptions: text('Announce newsletter sign-ups', 'Send an email for each confirmed subscriber too.'),
    },
  },
};
