/** The test double of ./toasts.ts for the unit tests (`jest.mock('…/lib/toasts')`): toasts are recorded,
 * never shown. */
export const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
export const prefetchToasts = jest.fn();
