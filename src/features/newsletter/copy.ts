/** The words of the newsletter's confirm and unsubscribe pages (the footer form's are in
 * ../forms/NewsletterForm.tsx). */
import type { SubscriberLinkCopy } from './SubscriberLinkPage';

export const CONFIRM_COPY: SubscriberLinkCopy = {
  title: 'Confirm your subscription',
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
