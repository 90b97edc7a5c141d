/**
 * The chat's one route for a question the FAQ could not answer (../../../contracts/unanswered-questions.ts),
 * open to anonymous visitors, behind the submissions' guard (rate limit per client, JSON only, size
 * limit) on a budget of its own, so a visitor's unanswered questions never use up what their
 * transcript or a form needs. No form token: the chat's transcript carries the same one, and sending
 * it here would tie the question to the transcript.
 */
import { UNANSWERED_QUESTION_PATH } from '../../../contracts/unanswered-questions';

export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: `/${UNANSWERED_QUESTION_PATH}`,
      handler: 'unanswered-question.record',
      config: {
        auth: false,
        policies: [],
        middlewares: [{ name: 'api::submission.guard', config: { budget: 'unanswered-questions' } }],
      },
    },
  ],
};
