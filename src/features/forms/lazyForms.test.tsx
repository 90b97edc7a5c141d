import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { prepareFormToken } from '../../lib/formToken';
import { submit } from '../../lib/sendSubmission';
import { serverRendered } from '../../testing/serverRender';
import { draftKeyOf } from './draftKeys';
import { FORMS, holdSubmits, openDeferredForms, whenFormWanted } from './lazyForms';

const DeferredNewsletterForm = FORMS.subscription;

jest.mock('../../lib/formToken');
jest.mock('../../lib/toasts');
jest.mock('../../lib/sendSubmission');

/** IntersectionObserver as the browser gives it, driven by the test: jsdom has none. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  /** Where the element is: the browser reports it once when observing starts, then on each change. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
  /** The element starts far below the viewport, then comes within the observer's margin of it. */
  scrolledNear() {
    this.report(false);
    this.report(true);
  }
}

const PROPS = { heading: 'Stay in the loop', intro: 'One email a month.' };
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** The router's location, as Gatsby's router gives it to every page through context. */
const Route = React.createContext('/');

/** The footer's form as the build renders it, with the ids React gives it at the root it is hydrated into.
 * Without the router's provider (its default is the same route): a provider rendered by the server
 * renderer too would leave React warning of two renderers sharing it. */
const serverHtml = () => serverRendered(<DeferredNewsletterForm {...PROPS} />);

// The form's own module (the form hook, drafts, the shared rules) loaded once, before any test: its
// first load transforms the whole tree, which on a cold cache and a busy machine took longer than a
// test's 5 s, and each test's time should be its own.
beforeAll(() => import('./NewsletterForm'), 60_000);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  sessionStorage.clear();
  document.body.innerHTML = '';
  (prepareFormToken as jest.Mock).mockClear();
  (submit as jest.Mock).mockReset();
});

describe('whenFormWanted', () => {
  /** A form in the page, waiting to be wanted: its callback and the observer watching it. */
  function waitingForm() {
    const element = document.body.appendChild(document.createElement('form'));
    const wanted = jest.fn();
    whenFormWanted(element, wanted);
    return { element, wanted, observer: FakeIntersectionObserver.instances[0] };
  }

  it.each(['focusin', 'pointerover', 'pointerdown', 'touchstart'])('calls back once on %s inside it', (type) => {
    const element = document.body.appendChild(document.createElement('form'));
    const field = element.appendChild(document.createElement('input'));
    const wanted = jest.fn();
    whenFormWanted(element, wanted);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(wanted).not.toHaveBeenCalled();
    // Even where the event goes no further than the window (React stops those aimed at HTML it has not
    // hydrated yet).
    window.addEventListener(type, (event) => event.stopPropagation(), { capture: true, once: true });
    field.dispatchEvent(new Event(type, { bubbles: true }));
    field.dispatchEvent(new Event('focusin', { bubbles: true }));
    FakeIntersectionObserver.instances[0].scrolledNear();
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('calls back when the element comes within 200 px of the viewport', () => {
    const { wanted, observer } = waitingForm();
    expect(observer.options?.rootMargin).toBe('200px 0px');
    observer.report(false);
    expect(wanted).not.toHaveBeenCalled();
    observer.report(true);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('leaves a form that is near the viewport from the start (the first screen) to intent', () => {
    const { element, wanted, observer } = waitingForm();
    observer.report(true);
    expect(wanted).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('calls back for a form near from the start once it comes near again after leaving', () => {
    const { wanted, observer } = waitingForm();
    observer.report(true);
    observer.report(false);
    expect(wanted).not.toHaveBeenCalled();
    observer.report(true);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('stops listening once cancelled (the form went away)', () => {
    const element = document.body.appendChild(document.createElement('form'));
    const wanted = jest.fn();
    whenFormWanted(element, wanted)();
    element.dispatchEvent(new Event('focusin'));
    expect(FakeIntersectionObserver.instances[0].observed).toEqual([]);
    expect(wanted).not.toHaveBeenCalled();
  });
});

describe('holdSubmits', () => {
  function formWithListener() {
    // Where React listens: the page's root, below the window (a new one for each test). It handles the
    // submit in script, as the forms' own handler does, so nothing navigates; `preventedBefore` says
    // whether anything had already.
    const root = document.body.appendChild(document.createElement('div'));
    const form = root.appendChild(document.createElement('form'));
    const preventedBefore: boolean[] = [];
    const heard = jest.fn((event: Event) => {
      preventedBefore.push(event.defaultPrevented);
      event.preventDefault();
    });
    root.addEventListener('submit', heard);
    return { root, form, heard, preventedBefore };
  }

  it('stops a submit of its form before the page hears it, and sends the form once on replay', () => {
    const { form, heard } = formWithListener();
    const held = jest.fn();
    const submits = holdSubmits(form, held);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(event.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    expect(held).toHaveBeenCalledTimes(2);

    submits.replay();
    expect(heard).toHaveBeenCalledTimes(1);
    submits.replay();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('sends nothing on replay when nothing was held, nor after a cancel', () => {
    const { form, heard } = formWithListener();
    holdSubmits(form).replay();
    expect(heard).not.toHaveBeenCalled();
    const submits = holdSubmits(form);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    submits.cancel();
    submits.replay();
    expect(heard).not.toHaveBeenCalled();
  });

  it('leaves other forms alone', () => {
    const { root, form, heard, preventedBefore } = formWithListener();
    const other = root.appendChild(document.createElement('form'));
    holdSubmits(form);
    other.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(preventedBefore).toEqual([false]);
  });
});

describe('a form that hydrates when wanted', () => {
  // React reports a hydration that does not match the server's HTML (ids, attributes, text) here: the
  // form would keep the server's attributes while React believes its own, so none is allowed.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('keeps the server HTML, and what is typed into it, until the visitor focuses it; then hydrates with that text', async () => {
    const container = await serverHtml();
    render(<DeferredNewsletterForm {...PROPS} />, { container, hydrate: true });
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    // Long enough for a lazy chunk that was asked for to arrive: nothing asked for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(hydrated(email)).toBe(false);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();

    email.value = 'early@example.com';
    await act(async () => email.focus());
    await waitFor(() => expect(hydrated(email)).toBe(true));
    expect(screen.getByLabelText('Email (required)')).toHaveValue('early@example.com');
    // The focus before hydration was intent: the form token is on its way.
    expect(prepareFormToken).toHaveBeenCalled();
  });

  it('sends, once it has hydrated, what the visitor typed and submitted before it had', async () => {
    const container = await serverHtml();
    render(<DeferredNewsletterForm {...PROPS} />, { container, hydrate: true });
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    email.value = 'quick@example.com';
    // Pressed before the form's code is running: React alone would drop this.
    await act(async () => email.form!.requestSubmit());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith('subscription', expect.objectContaining({ email: 'quick@example.com' }));
    expect(hydrated(email)).toBe(true);
  });

  it('keeps the server HTML when its parent renders again before it is wanted (a route change)', async () => {
    const container = await serverHtml();
    const { rerender } = render(<DeferredNewsletterForm {...PROPS} />, { container, hydrate: true });
    rerender(<DeferredNewsletterForm {...PROPS} />);
    // Long enough for a lazy chunk that the rerender asked for to arrive: it must not have asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(email).toBeInTheDocument();
    expect(hydrated(email)).toBe(false);
    await act(async () => FakeIntersectionObserver.instances[0].scrolledNear());
    await waitFor(() => expect(hydrated(container.querySelector('input[type="email"]')!)).toBe(true));
  });

  it('stays through a route change before it was wanted, hydrating with it', async () => {
    const container = await serverHtml();
    const { rerender } = render(
      <Route.Provider value="/">
        <DeferredNewsletterForm {...PROPS} />
      </Route.Provider>,
      { container, hydrate: true },
    );
    // What gatsby-browser's onPreRouteUpdate does, then the new route's render: a changed context
    // above a boundary React has not hydrated makes it hydrate the boundary or render it afresh.
    openDeferredForms();
    rerender(
      <Route.Provider value="/services">
        <DeferredNewsletterForm {...PROPS} />
      </Route.Provider>,
    );
    await waitFor(() => expect(hydrated(container.querySelector('input[type="email"]')!)).toBe(true));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('hydrates when it nears the viewport', async () => {
    const container = await serverHtml();
    render(<DeferredNewsletterForm {...PROPS} />, { container, hydrate: true });
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    await act(async () => FakeIntersectionObserver.instances[0].scrolledNear());
    await waitFor(() => expect(hydrated(email)).toBe(true));
    expect(prepareFormToken).not.toHaveBeenCalled();
  });

  it('hydrates at once when a draft of it waits, so the draft is shown', async () => {
    sessionStorage.setItem(draftKeyOf('subscription'), JSON.stringify({ email: 'drafted@example.com', name: '' }));
    const container = await serverHtml();
    render(<DeferredNewsletterForm {...PROPS} />, { container, hydrate: true });
    await waitFor(() => expect(screen.getByLabelText('Email (required)')).toHaveValue('drafted@example.com'));
  });

  it('loads at once where it appears after hydration (a client-side navigation)', async () => {
    render(<DeferredNewsletterForm {...PROPS} />);
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });
});

describe("a form whose code was fetched ahead (a navigation waits for the next page's forms)", () => {
  const props = { heading: 'Write to us', intro: 'We answer within a day.', services: [] };

  it('suspends until its code comes when nothing fetched it ahead', async () => {
    const EventForm = FORMS['event-request'];
    render(<EventForm {...props} />);
    expect(screen.queryByRole('form', { name: props.heading })).toBeNull();
    expect(await screen.findByRole('form', { name: props.heading })).toBeInTheDocument();
  });

  it('renders at once, in the same commit as what is around it, once preload has fetched its code', async () => {
    // A form no other test here has rendered: only preload can have fetched its code.
    const ContactForm = FORMS['contact-request'];
    await ContactForm.preload();
    render(<ContactForm {...props} />);
    expect(screen.getByRole('form', { name: props.heading })).toBeInTheDocument();
  });
});
