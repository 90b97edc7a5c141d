/** Origins allowed to call the submission routes from a browser: the served site and `gatsby develop`. */
const DEFAULT_SITE_ORIGINS = [
  'http://localhost:9000',
  'http://127.0.0.1:9000',
  'http://localhost:8000',
  'http://127.0.0.1:8000',
];

export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('SITE_ORIGINS', DEFAULT_SITE_ORIGINS),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-XSRF-TOKEN', 'Idempotency-Key'],
      keepHeaderOnError: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    // The admin panel sends content as JSON and media as multipart; visitors' submissions are
    // limited more tightly by the submission routes themselves (see src/api/types/policies).
    config: { jsonLimit: '1mb', formLimit: '1mb', textLimit: '1mb' },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
