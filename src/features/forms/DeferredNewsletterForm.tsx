/**
 * The footer's newsletter form with its code kept out of every page's first load: the form hook, the
 * CMS's validation rules and the submit client weigh about 5 KB gzipped, and every page has a footer.
 *
 * The server renders the whole form, so it is there at once. In the browser React keeps that HTML as
 * it is (a Suspense boundary waiting to hydrate) until the code has arrived, which is when the browser
 * is first idle or as soon as the visitor points at, touches or tabs into the form, whichever comes
 * first. Nothing typed meanwhile is lost: useSubmissionForm adopts what the fields already hold when
 * it mounts, FormFrame's method="dialog" keeps the browser from submitting (reloading) on its own, and
 * a Subscribe pressed meanwhile is remembered and carried out once the form is ready.
 */
import * as React from 'react';
import { whenIdle } from '../../components/layout/whenIdle';
import type { NewsletterFormProps } from './NewsletterForm';

export const NEWSLETTER_CONTAINER_CLASS = 'site-footer__newsletter';
const CONTAINER = `.${NEWSLETTER_CONTAINER_CLASS}`;

const REACHING_EVENTS = ['focusin', 'pointerover', 'touchstart'] as const;

/** Resolves when the browser is idle or the visitor reaches into `selector`, whichever is first. */
export function untilIdleOrReached(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      cancelIdle();
      REACHING_EVENTS.forEach((type) => document.removeEventListener(type, onReach, true));
      resolve();
    };
    const onReach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(selector)) done();
    };
    REACHING_EVENTS.forEach((type) => document.addEventListener(type, onReach, { capture: true, passive: true }));
    const cancelIdle = whenIdle(done);
  });
}

let submittedEarly = false;

function recordEarlySubmit(event: Event) {
  if (event.target instanceof Element && event.target.closest(CONTAINER)) submittedEarly = true;
}

// Listening from the start (this module is part of the first load): React drops events aimed at a
// part of the page it has not hydrated yet, but a capturing listener on the document still sees them.
if (typeof document !== 'undefined') document.addEventListener('submit', recordEarlySubmit, true);

/** Whether the visitor pressed Subscribe before the form's code ran; asked once, by the form. */
export function takeEarlySubmit(): boolean {
  document.removeEventListener('submit', recordEarlySubmit, true);
  const wanted = submittedEarly;
  submittedEarly = false;
  return wanted;
}

const loadForm = () =>
  import(/* webpackChunkName: "newsletter-form" */ './NewsletterForm').then((module) => ({ default: module.NewsletterForm }));

// On the server the form renders at once (Gatsby waits for every Suspense boundary before writing
// the page); in the browser it waits as described above.
const LazyNewsletterForm = React.lazy(() =>
  typeof window === 'undefined' ? loadForm() : untilIdleOrReached(CONTAINER).then(loadForm),
);

export function DeferredNewsletterForm({ heading, intro }: NewsletterFormProps) {
  // The same element on every render of the footer: an update reaching the boundary before it has
  // hydrated would make React drop the server's HTML and show the (empty) fallback instead.
  return React.useMemo(
    () => (
      <div className={NEWSLETTER_CONTAINER_CLASS}>
        <React.Suspense fallback={null}>
          <LazyNewsletterForm heading={heading} intro={intro} takeEarlySubmit={takeEarlySubmit} />
        </React.Suspense>
      </div>
    ),
    [heading, intro],
  );
}
