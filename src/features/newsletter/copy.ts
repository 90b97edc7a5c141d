/** The words of the newsletter's confirm and unsubscribe pages: editors word them in Global settings
 * (newsletterConfirm*, newsletterUnsubscribe*); the catalogue's (src/config/messages) are the fallbacks for a field left empty (a
 * database from before the fields existed). The footer form's are in ../forms/NewsletterForm.tsx. */
import { translator, type MessageKey } from '../../lib/i18n';
import type { SubscriberLinkCopy } from './SubscriberLinkPage';
import type { LinkAction } from './subscriberLink';

type Words = string | null | undefined;

/** The CMS's word where it has one, else the fallback's. */
const pick = (cms: Words, fallback: string) => (cms?.trim() ? cms : fallback);

export interface NewsletterPageWords {
  newsletterConfirmTitle?: Words;
  newsletterConfirmIntro?: Words;
  newsletterConfirmButton?: Words;
  newsletterConfirmBusy?: Words;
  newsletterConfirmDone?: Words;
  newsletterConfirmDoneDetail?: Words;
  newsletterUnsubscribeTitle?: Words;
  newsletterUnsubscribeIntro?: Words;
  newsletterUnsubscribeButton?: Words;
  newsletterUnsubscribeBusy?: Words;
  newsletterUnsubscribeDone?: Words;
  newsletterUnsubscribeDoneDetail?: Words;
}

const WORDS = ['title', 'intro', 'button', 'busy', 'done', 'doneDetail'] as const;

/** The catalogue's words for one page (`newsletter.confirm.*`, `newsletter.unsubscribe.*`), read in the
 * page's locale whenever they are read (src/lib/i18n.tsx). */
const catalogueCopy = (action: LinkAction): SubscriberLinkCopy =>
  Object.defineProperties(
    {},
    Object.fromEntries(
      WORDS.map((word) => [
        word,
        { enumerable: true, get: () => translator().t(`newsletter.${action}.${word}` as MessageKey) },
      ]),
    ),
  ) as SubscriberLinkCopy;

export const CONFIRM_COPY = catalogueCopy('confirm');

export const UNSUBSCRIBE_COPY = catalogueCopy('unsubscribe');

export function confirmCopy(global: NewsletterPageWords): SubscriberLinkCopy {
  return {
    title: pick(global.newsletterConfirmTitle, CONFIRM_COPY.title),
    intro: pick(global.newsletterConfirmIntro, CONFIRM_COPY.intro),
    button: pick(global.newsletterConfirmButton, CONFIRM_COPY.button),
    busy: pick(global.newsletterConfirmBusy, CONFIRM_COPY.busy),
    done: pick(global.newsletterConfirmDone, CONFIRM_COPY.done),
    doneDetail: pick(global.newsletterConfirmDoneDetail, CONFIRM_COPY.doneDetail),
  };
}

export function unsubscribeCopy(global: NewsletterPageWords): SubscriberLinkCopy {
  return {
    title: pick(global.newsletterUnsubscribeTitle, UNSUBSCRIBE_COPY.title),
    intro: pick(global.newsletterUnsubscribeIntro, UNSUBSCRIBE_COPY.intro),
    button: pick(global.newsletterUnsubscribeButton, UNSUBSCRIBE_COPY.button),
    busy: pick(global.newsletterUnsubscribeBusy, UNSUBSCRIBE_COPY.busy),
    done: pick(global.newsletterUnsubscribeDone, UNSUBSCRIBE_COPY.done),
    doneDetail: pick(global.newsletterUnsubscribeDoneDetail, UNSUBSCRIBE_COPY.doneDetail),
  };
}
