/**
 * A subscriber's public routes (no login: the signed token in the link is the proof), behind the
 * same guard as the submission routes (rate limit, size limit, JSON only), drawing on a budget of
 * their own (see the guard). The unsubscribe route also takes the form body RFC 8058 prescribes for
 * one-click unsubscribes from mail clients.
 */
const guard = (accept?: string[]) => ({
  name: 'api::submission.guard',
  config: { budget: 'newsletter-links', ...(accept ? { accept } : {}) },
});

export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/newsletter/confirm',
      handler: 'newsletter.confirm',
      config: { auth: false, policies: [], middlewares: [guard()] },
    },
    {
      method: 'POST',
      path: '/newsletter/unsubscribe',
      handler: 'newsletter.unsubscribe',
      config: {
        auth: false,
        policies: [],
        middlewares: [guard(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'])],
      },
    },
  ],
};
