import fs from 'node:fs';
import path from 'node:path';
import { serviceWorkerAliases } from './service-worker';

describe('serviceWorkerAliases', () => {
  it("leaves out Gatsby's registration module while no plugin asks for a service worker", () => {
    const aliases = serviceWorkerAliases([{ browserAPIs: ['onClientEntry'] }, {}], '/site');
    expect(aliases).toEqual({ [path.resolve('/site/.cache/register-service-worker.js')]: false });
  });

  it('keeps it for a plugin that registers one (gatsby-plugin-offline does)', () => {
    expect(
      serviceWorkerAliases([{ browserAPIs: ['onClientEntry'] }, { browserAPIs: ['registerServiceWorker'] }]),
    ).toEqual({});
  });

  it("names the module Gatsby's production app requires", () => {
    const app = fs.readFileSync(require.resolve('gatsby/cache-dir/production-app.js'), 'utf8');
    expect(app).toContain('require(`./register-service-worker`)');
    expect(fs.existsSync(require.resolve('gatsby/cache-dir/register-service-worker.js'))).toBe(true);
  });
});
