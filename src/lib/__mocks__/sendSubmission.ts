/**
 * The test double of ./sendSubmission.ts for the unit tests (`jest.mock('…/lib/sendSubmission')`): `submit` is a mock
 * that each test answers (`jest.mocked(submit).mockResolvedValueOnce(…)`), everything else is real, so
 * SubmitError and describeFailure build the failures the real one would throw.
 */
import type * as Submit from '../sendSubmission';

const actual = jest.requireActual<typeof Submit>('../sendSubmission');

export const { SubmitError, describeFailure } = actual;
export const submit = jest.fn<ReturnType<typeof actual.submit>, Parameters<typeof actual.submit>>();
