/** The words of the newsletter's confirm and unsubscribe pages: editors word them in Global settings
 * (newsletterConfirm*, newsletterUnsubscribe*); these are the fallbacks for a field left empty (a
 * database from before the fields existed). The footer form's are in ../forms/NewsletterForm.tsx. */
import type { SubscriberLinkCopy } from './SubscriberLinkPage';

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

export const CONFIRM_COPY: SubscriberLinkCopy = {
  title: 'Confirm your subscription',
  intro: 'Press the button to receive our newsletter at the address this link was sent to.',
  button: 'Confirm my subscription',
  busy: 'Confirming your subscription…',
  done: 'Thank you: your subscription is confirmed.',
  doneDetail: 'Every newsletter carries a link to unsubscribe with one click, whenever you like.',
};

export const UNSUBSCRIBE_COPY: SubscriberLinkCopy = {
  title: 'Unsubscribe from the newsletter',
  intro: 'Press the button to stop receiving our newsletter at the address this link was sent to.',
  button: 'Unsubscribe',
  busy: 'Unsubscribing…',
  done: 'You are unsubscribed.',
  doneDetail: 'You will receive no more newsletters from us. You can subscribe again at any time from the footer.',
};

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
