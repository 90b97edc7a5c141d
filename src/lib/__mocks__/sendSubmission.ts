/**
 * The test double of ./sendSubmission.ts for the unit tests (`jest.mock('…/lib/sendSubmission')`): `submit` and
 * `sendUnansweredQuestion` are mocks
 * that each test answers (`jest.mocked(submit).mockResolvedValueOnce(…)`), everything else is real, so
 * SubmitError and describeFailure build the failures the real one would throw.
 */
import type * as Submit from '../sendSubmission';

const actual = jest.requireActual<typeof Submit>('../sendSubmission');

export const { SubmitError, describeFailure } = actual;
export const submit = jest.fn<ReturnType<typeof actual.submit>, Parameters<typeof actual.submit>>();
export const sendUnansweredQuestion = jest.fn<
  ReturnType<typeof actual.sendUnansweredQuestion>,
  Parameters<typeof actual.sendUnansweredQuestion>
>();
