import path from 'node:path';
import { gatsbyRun } from './gatsby-command';
import { ROOT } from './paths';

describe('gatsbyRun', () => {
  it("runs the project's own Gatsby against the given CMS, telemetry off, Parcel in-process, one CPU", () => {
    const run = gatsbyRun(['build'], {
      cms: { url: 'http://127.0.0.1:4321', token: 'read-only' },
      env: { PORT: '9100' },
    });
    expect(run.command).toBe(path.join(ROOT, 'node_modules', '.bin', 'gatsby'));
    expect(run.args).toEqual(['build']);
    expect(run.cwd).toBe(ROOT);
    expect(run.env).toMatchObject({
      CMS_URL: 'http://127.0.0.1:4321',
      STRAPI_TOKEN: 'read-only',
      PORT: '9100',
      GATSBY_TELEMETRY_DISABLED: '1',
      PARCEL_WORKERS: '0',
      GATSBY_CPU_COUNT: '1',
    });
  });

  it('passes no CMS where none is read, and runs another site with the same binary', () => {
    const run = gatsbyRun(['build'], { cwd: '/elsewhere', env: { CMS_URL: 'from-caller' } });
    expect(run.cwd).toBe('/elsewhere');
    expect(run.command).toBe(path.join(ROOT, 'node_modules', '.bin', 'gatsby'));
    expect(run.env.CMS_URL).toBe('from-caller');
    expect(run.env.GATSBY_TELEMETRY_DISABLED).toBe('1');
  });
});
