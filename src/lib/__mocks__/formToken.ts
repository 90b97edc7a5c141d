/**
 * The test double of ./formToken.ts for the unit tests (jest.setup.ts mocks it for all of them; its own
 * test uses the real one): no token is ever fetched, and sends go without one at once.
 */
export const prepareFormToken = jest.fn(() => Promise.resolve(null));
export const formTokenForSending = jest.fn(() => Promise.resolve(undefined));
export const resetFormToken = jest.fn();
export const discardFormToken = jest.fn(() => Promise.resolve());
/** Nothing is loaded: the tests that count on the client mock ./sendSubmission.ts. */
export const loadApiClient = jest.fn(() => Promise.resolve({}));
