import { ConfigError, defaultOf } from './env-fields';
import { loadServerConfig, serverSchema } from './config';

describe('loadServerConfig', () => {
  it('gives every default from the schema when nothing is set', () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({
      PORT: 9000,
      CMS_PORT: 1337,
      DEVELOP_PORT: 8000,
      CMS_START_TIMEOUT: 120,
      BUILD_STANDBY: true,
      SITE_BUILDS_DIR: '.site',
      REBUILD_SECRET_FILE: '.secrets/rebuild-secret',
      PREVIEW_SECRET_FILE: '.secrets/preview-secret',
      BACKUP_DIR: 'backups',
      GATSBY_CMS_URL: 'http://127.0.0.1:1337',
      CMS_ADMIN_URL: 'http://127.0.0.1:1337',
      mediaOrigins: [],
    });
    expect(config.HOST).toBeUndefined();
    expect(config.SITE_URL).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('treats an empty variable as unset and derives the CMS addresses from CMS_PORT', () => {
    const config = loadServerConfig({ PORT: '', HOST: '', CMS_PORT: '4000', GATSBY_CMS_URL: '' });
    expect(config.PORT).toBe(9000);
    expect(config.HOST).toBeUndefined();
    expect(config.GATSBY_CMS_URL).toBe('http://127.0.0.1:4000');
    expect(config.CMS_ADMIN_URL).toBe('http://127.0.0.1:4000');
  });

  it('reads what is set', () => {
    const config = loadServerConfig({
      PORT: '8080',
      GATSBY_CMS_URL: 'https://cms.example.com/',
      CMS_ADMIN_URL: 'https://admin.example.com',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_PUBLIC_URL: 'https://media.example.com',
      BUILD_STANDBY: 'false',
    });
    expect(config.PORT).toBe(8080);
    expect(config.BUILD_STANDBY).toBe(false);
    expect(config.GATSBY_CMS_URL).toBe('https://cms.example.com');
    expect(config.CMS_ADMIN_URL).toBe('https://admin.example.com');
    expect(config.mediaOrigins).toEqual(['https://media.example.com']);
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ CMS_PORT: '70000' }, 'Configuration: CMS_PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { CMS_START_TIMEOUT: '1.5' },
      /^Configuration: CMS_START_TIMEOUT must be a whole number of 1 or more \(got "1.5"\)$/,
    ],
    [{ BUILD_STANDBY: 'off' }, 'Configuration: BUILD_STANDBY must be true or false (got "off")'],
    [{ SITE_URL: 'example.com' }, 'Configuration: SITE_URL must be an http:// or https:// address (got "example.com")'],
    [
      { GATSBY_CMS_URL: 'ftp://cms' },
      'Configuration: GATSBY_CMS_URL must be an http:// or https:// address (got "ftp://cms")',
    ],
    [{ S3_FORCE_PATH_STYLE: 'true' }, /^Configuration: S3_FORCE_PATH_STYLE is set but S3_BUCKET is not\./],
    [{ S3_BUCKET: 'b', S3_REGION: 'r', S3_FORCE_PATH_STYLE: 'maybe' }, /^Configuration: S3_FORCE_PATH_STYLE .*maybe/],
  ])('stops on %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadServerConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).toMatch(message);
  });

  it.each(['REBUILD_SECRET', 'PREVIEW_SECRET', 'BACKUP_ENCRYPTION_KEY'])(
    'holds %s to the one rule for secrets: a short one stops the start, never quoted',
    (name) => {
      const short = 'twenty-one-characters';
      expect(() => loadServerConfig({ [name]: short })).toThrow(
        new RegExp(`^Configuration: ${name} is too short \\(21 characters\\): a secret needs at least 32`),
      );
      try {
        loadServerConfig({ [name]: short });
      } catch (error) {
        expect((error as Error).message).not.toContain(short);
      }
      expect(loadServerConfig({ [name]: ` ${'k'.repeat(32)} ` })[name as 'PREVIEW_SECRET']).toBe('k'.repeat(32));
      expect(loadServerConfig({ [name]: '' })[name as 'PREVIEW_SECRET']).toBeUndefined();
    },
  );

  it('describes every variable and records its literal defaults', () => {
    for (const [name, field] of Object.entries(serverSchema.shape))
      expect([name, field.description]).toEqual([name, expect.stringMatching(/\w/)]);
    expect(defaultOf(serverSchema.shape.PORT)).toBe('`9000`');
    expect(defaultOf(serverSchema.shape.HOST)).toBeUndefined();
  });
});
