import { deferred } from '../testing/deferred';
import { holdNavigationsForPageCode, PAGE_CODE_PATIENCE_MS, type CodeFor } from './navigation';

/** Lets every settled promise's callbacks run. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

const CONTACT = { json: { data: { strapiPage: { blocks: [{ __typename: 'STRAPI__COMPONENT_BLOCKS_FORM' }] } } } };

let navigate: jest.Mock;
let hovering: jest.Mock;
let loadPage: jest.Mock;
/** The page code's fetch, one per page asked for. */
let code: Map<unknown, ReturnType<typeof deferred>>;
let codeFor: jest.Mock<Promise<unknown>, [unknown]>;

beforeEach(() => {
  // Gatsby's globals as its production-app.js sets them before the site's onClientEntry.
  navigate = jest.fn();
  hovering = jest.fn();
  loadPage = jest.fn((path: string) => Promise.resolve(path === '/contact' ? CONTACT : { json: { data: {} } }));
  window.___navigate = navigate;
  window.___loader = { loadPage, hovering };
  code = new Map();
  codeFor = jest.fn((pageData: unknown) => {
    if (!code.has(pageData)) code.set(pageData, deferred());
    return code.get(pageData)!.promise;
  });
  holdNavigationsForPageCode(() => Promise.resolve(codeFor as CodeFor));
});

afterEach(() => jest.useRealTimers());

describe('a client-side navigation', () => {
  it("loads the page, then waits for the code its data asks for, then navigates as Gatsby's navigate would", async () => {
    window.___navigate('/contact#form', { state: { from: 'home' } });
    await settle();
    expect(loadPage).toHaveBeenCalledWith('/contact');
    expect(codeFor).toHaveBeenCalledWith(CONTACT);
    expect(navigate).not.toHaveBeenCalled();

    code.get(CONTACT)!.resolve(undefined);
    await settle();
    expect(navigate).toHaveBeenCalledWith('/contact#form', { state: { from: 'home' } });
  });

  it('asks for the page with its query string, not its hash', async () => {
    window.___navigate('/insights?page=2#top');
    await settle();
    expect(loadPage).toHaveBeenCalledWith('/insights?page=2');
  });

  it('navigates anyway when the code fails to load (offline)', async () => {
    window.___navigate('/contact');
    await settle();
    code.get(CONTACT)!.reject(new Error('Loading chunk 123 failed.'));
    await settle();
    expect(navigate).toHaveBeenCalledWith('/contact', undefined);
  });

  it('navigates anyway when what knows the code fails to load', async () => {
    window.___navigate = navigate;
    holdNavigationsForPageCode(() => Promise.reject(new Error('Loading chunk 45 failed.')));
    window.___navigate('/contact');
    await settle();
    expect(navigate).toHaveBeenCalledWith('/contact', undefined);
  });

  it("navigates anyway when the page's data fails, leaving Gatsby to load the page in full", async () => {
    loadPage.mockImplementation(() => Promise.reject(new Error('offline')));
    window.___navigate('/contact');
    await settle();
    expect(navigate).toHaveBeenCalledWith('/contact', undefined);
  });

  it('waits for a page and code that do not come only so long after the click', async () => {
    jest.useFakeTimers();
    window.___navigate('/contact');
    await settle();
    jest.advanceTimersByTime(PAGE_CODE_PATIENCE_MS - 1);
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(navigate).toHaveBeenCalledWith('/contact', undefined);
  });

  it('goes where the last click asked, whichever page’s code comes first', async () => {
    window.___navigate('/contact');
    window.___navigate('/about');
    await settle();
    const about = codeFor.mock.calls[1][0];
    code.get(about)!.resolve(undefined);
    await settle();
    code.get(CONTACT)!.resolve(undefined);
    await settle();
    expect(navigate.mock.calls).toEqual([['/about', undefined]]);
  });

  it('takes a step back or forward at once', async () => {
    window.___navigate(-1);
    await settle();
    expect(navigate).toHaveBeenCalledWith(-1, undefined);
    expect(loadPage).not.toHaveBeenCalled();
  });
});

it("a hover of a link fetches the page's data, as Gatsby's hover does, and the code its data asks for", async () => {
  window.___loader.hovering('/contact');
  expect(loadPage).toHaveBeenCalledWith('/contact');
  await settle();
  expect(codeFor).toHaveBeenCalledWith(CONTACT);
  expect(navigate).not.toHaveBeenCalled();
});
