import { ConfigError } from '../server/env-fields';
import { loadBuildConfig } from './build-config';

describe('loadBuildConfig', () => {
  it('gives the defaults, the CMS and site addresses derived from the ports', () => {
    expect(loadBuildConfig({})).toMatchObject({
      CMS_URL: 'http://127.0.0.1:1337',
      SITE_URL: 'http://localhost:9000',
      BUILD_TOKEN_FILE: '.tmp/build-token',
    });
    expect(loadBuildConfig({ CMS_PORT: '4000', PORT: '8080' })).toMatchObject({
      CMS_URL: 'http://127.0.0.1:4000',
      SITE_URL: 'http://localhost:8080',
    });
  });

  it('reads what is set, without a trailing slash', () => {
    const config = loadBuildConfig({
      CMS_URL: 'http://cms:1337/',
      SITE_URL: 'https://www.example.com/',
      STRAPI_TOKEN: 't',
    });
    expect(config).toMatchObject({
      CMS_URL: 'http://cms:1337',
      SITE_URL: 'https://www.example.com',
      STRAPI_TOKEN: 't',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    [
      { CMS_URL: 'localhost:1337' },
      'Configuration: CMS_URL must be an http:// or https:// address (got "localhost:1337")',
    ],
    [{ PORT: '0' }, 'Configuration: PORT must be a whole number from 1 to 65535 (got "0")'],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadBuildConfig(env)).toThrow(new ConfigError(message));
  });
});
