/**
 * The site's three forms as chunks of their own, for the footer and the form block alike, hydrated
 * when the visitor is about to use them. Most forms are below a page's first screen (the newsletter
 * sits in the footer, the event request form far down /services), yet their code (the form hook,
 * drafts, the shared validation rules) was the largest part of every page's first script after React
 * and Gatsby, run in the long task that starts the page, and fetched by every visitor. A form in the
 * first screen (the one on /contact) keeps its HTML too: it is usable as it is for the seconds before
 * anyone touches it.
 *
 * The build still renders each form into the HTML (Gatsby's server render waits for every lazy part).
 * In the browser React keeps that HTML, and whatever a visitor types into it, until the form is wanted:
 * it comes within 200 px of the viewport (scrolled to, not already there), the visitor points at,
 * touches or focuses it, or a draft of it waits in this tab. Then its chunk is fetched and it hydrates,
 * adopting text typed meanwhile (./useDraft.ts), whenever it hydrates: with the page, or later with a
 * part that waited for its own code (the form block, src/blocks/registry.tsx). A submit in between
 * (the visitor typed and pressed Send before the chunk came) is held and sent once the form is live:
 * React drops events aimed at HTML it has not hydrated, so without this a quick visitor's first Send
 * did nothing. (Before the page itself has hydrated nothing can listen: there, as on any
 * server-rendered page, the form's method "dialog" makes the press do nothing and loses no text.) A
 * form that appears after hydration (a client-side navigation) loads at once; a navigation waits for
 * the code of the next page's forms (`preload`: src/blocks/pageCode.ts), so it renders with the page.
 */
import * as React from 'react';
import { serverElementOf, serverMark } from '../../lib/hydration';
import type { FormKind } from '../../lib/submission';
import type { ContactFormProps } from './ContactForm';
import { draftKeyOf, draftWaits } from './draftKeys';
import type { EventRequestFormProps } from './EventRequestForm';
import type { NewsletterFormProps } from './NewsletterForm';

/** What tells that a visitor is about to use a form. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;
/** How far below (or above) the viewport a form starts loading: about its first field's height ahead of
 * the visitor. Fetching a few KB and hydrating take far less than reaching a field and typing; text
 * typed sooner is kept anyway. */
const NEAR_VIEWPORT = '200px 0px';

/** Calls `wanted` once, when `element` comes near the viewport or receives one of INTENT_EVENTS;
 * returns a cancel function. A form already near when it starts waiting (in the first screen, as on
 * /contact) waits for intent instead: the page's start is the busiest moment of its main thread, and
 * the visitor's first touch of the form comes later and loads it (text typed meanwhile is kept). The
 * events are heard on the window, in the capture phase: React stops the propagation of an event aimed
 * at a part of the page it has not hydrated yet, so a listener on the form itself would never hear the
 * focus or the tap that should hydrate it. */
export function whenFormWanted(element: Element, wanted: () => void): () => void {
  let done = false;
  // An observer's first report is where the element is when observing starts, not a change.
  let firstReport = true;
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            const cameNear = !firstReport && entries.some((entry) => entry.isIntersecting);
            firstReport = false;
            if (cameNear) fire();
          },
          { rootMargin: NEAR_VIEWPORT },
        )
      : null;
  const onIntent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) fire();
  };
  const cancel = () => {
    observer?.disconnect();
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
  };
  function fire() {
    if (done) return;
    done = true;
    cancel();
    wanted();
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  if (observer) observer.observe(element);
  else fire();
  return cancel;
}

export interface HeldSubmits {
  /** Stops holding; sends the form once if a submit was held. Called once the form is live. */
  replay: () => void;
  /** Stops holding, sending nothing (the form went away). */
  cancel: () => void;
}

/**
 * Holds every submit of `form` until `replay`: the event is stopped on the window, before React's
 * listener, so the form is sent once, by the replay, whether or not React could have hydrated it then.
 * `held` is told of each (a submit is intent too).
 */
export function holdSubmits(form: HTMLFormElement, held: () => void = () => {}): HeldSubmits {
  let pending = false;
  const onSubmit = (event: Event) => {
    if (event.target !== form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pending = true;
    held();
  };
  const stop = () => window.removeEventListener('submit', onSubmit, { capture: true });
  window.addEventListener('submit', onSubmit, { capture: true });
  return {
    cancel: () => {
      stop();
      pending = false;
    },
    replay: () => {
      stop();
      if (pending && form.isConnected) form.requestSubmit();
      pending = false;
    },
  };
}

/** Calls `onHydrated` once its Suspense boundary, and the form before it, have been committed. */
function WhenLive({ onHydrated }: { onHydrated: () => void }) {
  React.useEffect(onHydrated, [onHydrated]);
  return null;
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
  isOpen: () => boolean;
}

/** Gates still closed: forms whose server HTML waits for the visitor. */
const closedGates = new Set<Gate>();

function makeGate(): Gate {
  let resolve = () => {};
  let opened = false;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const gate: Gate = {
    promise,
    open: () => {
      opened = true;
      closedGates.delete(gate);
      resolve();
    },
    isOpen: () => opened,
  };
  closedGates.add(gate);
  return gate;
}

/**
 * Opens every form still waiting, for a route change (gatsby-browser's onPreRouteUpdate). The new
 * route changes the router's context above the layout, and React will not leave a boundary it has not
 * hydrated under a changed context: it hydrates it then, or, if it still suspends, drops its server
 * HTML and renders it afresh, which for a closed gate is nothing. The footer's newsletter form
 * vanished that way on the first client-side navigation. Opened, it hydrates with the route change
 * (its chunk fetched then, if it has not come yet).
 */
export function openDeferredForms(): void {
  for (const gate of [...closedGates]) gate.open();
}

/** Renders its children once `gate` is open; until then it suspends, which keeps the server's HTML. */
function AfterGate({ gate, children }: { gate: Gate | null; children: React.ReactNode }) {
  // Suspense's own protocol: a thrown promise suspends the boundary, and React tries again once it
  // settles. (React.use() of the same promise left a boundary that was still dehydrated unhydrated.)
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a promise is what Suspense expects
  if (gate && !gate.isOpen()) throw gate.promise;
  return children;
}

function lazyForm<Props extends object>(kind: FormKind, load: () => Promise<React.ComponentType<Props>>) {
  const draftKey = draftKeyOf(kind);
  /** The form's component, once its chunk has come. */
  let loaded: React.ComponentType<Props> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = React.lazy(() => preload().then((component) => ({ default: component })));
  /** The form itself, chosen once, where it first renders (past the gate): the form at once if its code
   * has come (a client-side navigation waits for it: src/blocks/pageCode.ts), so React renders or
   * hydrates it in the same commit as what is around it; else the lazy one, which suspends until it has.
   * Never one, then the other: a different component in its place would mount the form afresh. */
  function Form(props: Props) {
    const [Component] = React.useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  function DeferredForm(props: Props) {
    const id = React.useId();
    const box = React.useRef<HTMLDivElement>(null);
    const submits = React.useRef<HeldSubmits | null>(null);
    // Decided once, on mounting: only a form hydrating the build's HTML has HTML to keep
    // (src/lib/hydration.ts), and a draft is best shown at once.
    const [gate] = React.useState(() =>
      serverElementOf(id)?.firstElementChild && !draftWaits(draftKey) ? makeGate() : null,
    );
    React.useEffect(() => {
      if (!gate) return undefined;
      const form = box.current?.firstElementChild;
      if (!form) {
        gate.open(); // cannot happen (the HTML was there when it mounted): never leave a form unusable
        return undefined;
      }
      if (form instanceof HTMLFormElement) submits.current = holdSubmits(form, gate.open);
      const cancelWanted = whenFormWanted(form, gate.open);
      return () => {
        cancelWanted();
        submits.current?.cancel();
      };
    }, [gate]);
    // After the form's own effects (its draft adopts what was typed before it hydrated), so a held
    // submit sends what the visitor sees.
    const live = React.useCallback(() => submits.current?.replay(), []);
    return (
      // A box without a box of its own (display: contents), so the form lays out as before.
      <div ref={box} className="deferred-form" {...serverMark(id)}>
        <React.Suspense fallback={null}>
          <AfterGate gate={gate}>
            <Form {...props} />
            <WhenLive onHydrated={live} />
          </AfterGate>
        </React.Suspense>
      </div>
    );
  }
  // Memoised: React drops a boundary's server HTML if the boundary is rendered again (with new props)
  // before it has hydrated, so a parent's later render (the layout's, on every route change) must not
  // reach it. The props are strings and arrays that the callers keep stable. `preload` fetches the
  // form's code ahead of its first render.
  return Object.assign(React.memo(DeferredForm), { preload });
}

/** What the form block gives its form (src/blocks/FormBlock.tsx): each form takes those it needs. */
export interface FormBlockProps {
  heading: string;
  intro: string;
  /** The services a visitor may ask about. */
  services: ReadonlyArray<{ slug: string; title: string }>;
  /** What the newsletter form says after a sign-up (Global settings). */
  sentMessage?: string | null;
}

/** The site's forms, one for each kind of lead that has one (FORM_KINDS, cms/src/contracts/leads.ts),
 * under the kind's name: the form block's choice, and the form's draft key. */
export const FORMS = {
  'contact-request': lazyForm<ContactFormProps>('contact-request', () =>
    import('./ContactForm').then((module) => module.ContactForm),
  ),
  'event-request': lazyForm<EventRequestFormProps>('event-request', () =>
    import('./EventRequestForm').then((module) => module.EventRequestForm),
  ),
  subscription: lazyForm<NewsletterFormProps>('subscription', () =>
    import('./NewsletterForm').then((module) => module.NewsletterForm),
  ),
} satisfies Record<FormKind, React.ComponentType<FormBlockProps>>;
