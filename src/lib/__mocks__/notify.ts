/** The test double of ./notify.ts for the unit tests (`jest.mock('…/lib/notify')`): toasts are recorded,
 * never shown. */
export const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
export const prefetchToasts = jest.fn();
