import { ConfigError, cmsSchema, defaultOf, parseCmsEnv } from './env';

describe("the CMS's configuration", () => {
  it('gives the defaults when nothing is set', () => {
    expect(parseCmsEnv({})).toMatchObject({
      CMS_HOST: '0.0.0.0',
      CMS_PORT: 1337,
      CMS_ADMIN_PATH: '/admin',
      CMS_PROXY: false,
      CMS_PROXY_COUNT: 1,
      PREVIEW_ENABLED: true,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_PORT: 5432,
      DATABASE_POOL_MIN: 2,
      DATABASE_POOL_MAX: 10,
      DATABASE_FILENAME: '.tmp/data.db',
      SMTP_PORT: 587,
      SMTP_FROM: 'website@meridianworks.example',
    });
    expect(parseCmsEnv({}).SITE_ORIGINS).toBeUndefined();
    expect(Object.isFrozen(parseCmsEnv({}))).toBe(true);
  });

  it('reads what is set, an empty variable as unset, and lists as Strapi did', () => {
    const env = parseCmsEnv({
      CMS_PORT: '4000',
      CMS_HOST: '',
      DATABASE_CLIENT: 'postgres',
      DATABASE_SSL: 'true',
      SITE_ORIGINS: 'http://a.example, http://b.example',
      SITE_URL: 'https://www.example.com/',
    });
    expect(env).toMatchObject({ CMS_PORT: 4000, CMS_HOST: '0.0.0.0', DATABASE_CLIENT: 'postgres', DATABASE_SSL: true });
    expect(env.SITE_ORIGINS).toEqual(['http://a.example', 'http://b.example']);
    expect(env.SITE_URL).toBe('https://www.example.com');
    expect(parseCmsEnv({ SITE_ORIGINS: '["http://a.example","http://b.example"]' }).SITE_ORIGINS).toEqual([
      'http://a.example',
      'http://b.example',
    ]);
  });

  it('reads a yes or no as every process of the product does (the env kit: ../contracts/env-kit.ts)', () => {
    expect(parseCmsEnv({ SMTP_SECURE: 'YES', CMS_PROXY: '1', PREVIEW_ENABLED: 'no' })).toMatchObject({
      SMTP_SECURE: true,
      CMS_PROXY: true,
      PREVIEW_ENABLED: false,
    });
  });

  it.each([
    [{ CMS_PORT: 'abc' }, 'Configuration: CMS_PORT must be a whole number from 1 to 65535 (got "abc")'],
    [
      { DATABASE_POOL_MAX: '-1' },
      /^Configuration: DATABASE_POOL_MAX must be a whole number of 1 or more \(got "-1"\)$/,
    ],
    [{ SMTP_SECURE: 'yes please' }, 'Configuration: SMTP_SECURE must be true or false (got "yes please")'],
    [
      { CMS_PUBLIC_URL: 'cms.example.com' },
      'Configuration: CMS_PUBLIC_URL must be an http:// or https:// address (got "cms.example.com")',
    ],
    [{ DATABASE_CLIENT: 'mysql' }, 'Configuration: DATABASE_CLIENT must be sqlite or postgres (got "mysql")'],
    [
      { SCHEDULED_PUBLISH_CHECK_SECONDS: '90' },
      'Configuration: SCHEDULED_PUBLISH_CHECK_SECONDS must be a whole number from 1 to 60 (got "90")',
    ],
    [{ NOTIFY_CAP: '2.5' }, 'Configuration: NOTIFY_CAP must be a whole number of 0 or more (got "2.5")'],
    [
      { NEWSLETTER_EXPIRY_CRON: 'hourly' },
      /^Configuration: NEWSLETTER_EXPIRY_CRON must be a cron rule: .+ \(got "hourly"\)$/,
    ],
    [{ S3_REGION: 'eu-west-1' }, /^Configuration: S3_REGION is set but S3_BUCKET is not\./],
  ])('stops on %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      parseCmsEnv(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).toMatch(message);
  });

  describe.each(['NEWSLETTER_TOKEN_SECRET', 'REBUILD_SECRET', 'PREVIEW_SECRET'])(
    'the secret %s (the one rule for secrets)',
    (name) => {
      const short = 'only-twenty-characters';

      it('stops on one shorter than 32 characters, naming it and never quoting it', () => {
        expect(() => parseCmsEnv({ [name]: short })).toThrow(ConfigError);
        expect(() => parseCmsEnv({ [name]: short })).toThrow(
          new RegExp(`^Configuration: ${name} is too short \\(22 characters\\): a secret needs at least 32`),
        );
        try {
          parseCmsEnv({ [name]: short });
        } catch (error) {
          expect((error as Error).message).not.toContain(short);
          expect((error as Error).message).not.toContain('\n');
        }
      });

      it('takes one of 32 characters or more, trimmed; unset or blank is not given (its fallback applies)', () => {
        const good = 'x'.repeat(32);
        expect(parseCmsEnv({ [name]: ` ${good}\n` })[name as 'PREVIEW_SECRET']).toBe(good);
        expect(parseCmsEnv({ [name]: '  ' })[name as 'PREVIEW_SECRET']).toBeUndefined();
        expect(parseCmsEnv({})[name as 'PREVIEW_SECRET']).toBeUndefined();
      });
    },
  );

  it('reads the form token lifetime: 30 minutes unless set, at least one second', () => {
    expect(parseCmsEnv({}).FORM_TOKEN_TTL_SECONDS).toBe(1800);
    expect(parseCmsEnv({ FORM_TOKEN_TTL_SECONDS: '600' }).FORM_TOKEN_TTL_SECONDS).toBe(600);
    expect(() => parseCmsEnv({ FORM_TOKEN_TTL_SECONDS: '0' })).toThrow(/^Configuration: FORM_TOKEN_TTL_SECONDS must/);
  });

  // One of these refusals is also proven on a real start (cms/tests/privacy.test.ts): the process
  // exits with the one line.
  it.each([
    [{ LEAD_RETENTION_DAYS: 'a year' }, 'LEAD_RETENTION_DAYS must be a whole number of 1 or more (got "a year")'],
    [{ SENT_EMAIL_RETENTION_DAYS: '0' }, 'SENT_EMAIL_RETENTION_DAYS must be a whole number of 1 or more (got "0")'],
    [{ RETENTION_SCHEDULE: 'every hour' }, 'RETENTION_SCHEDULE must be a cron rule: '],
  ])('refuses the retention setting %p, in one line naming it', (env, line) => {
    expect(() => parseCmsEnv(env)).toThrow(ConfigError);
    expect(() => parseCmsEnv(env)).toThrow(`Configuration: ${line}`);
  });

  it('describes every variable and records its literal defaults', () => {
    for (const [name, field] of Object.entries(cmsSchema.shape)) {
      expect([name, field.description]).toEqual([name, expect.stringMatching(/\w/)]);
    }
    expect(defaultOf(cmsSchema.shape.CMS_PORT)).toBe('`1337`');
    expect(defaultOf(cmsSchema.shape.SMTP_HOST)).toBeUndefined();
  });
});
