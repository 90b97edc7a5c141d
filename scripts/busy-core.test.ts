/** @jest-environment node */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'busy-core.mjs');

/** Starts the script; `said` resolves with its stderr once it contains `text`, `ended` with its exit code. */
function start(...args: string[]) {
  const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const waiting: { text: string; resolve: (all: string) => void }[] = [];
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const wait of waiting.filter(({ text }) => stderr.includes(text))) wait.resolve(stderr);
  });
  const ended = once(child, 'close').then(([code]) => ({ code: code as number | null, stderr }));
  const said = (text: string) =>
    stderr.includes(text) ? Promise.resolve(stderr) : new Promise<string>((resolve) => waiting.push({ text, resolve }));
  return { child, said, ended };
}

describe('npm run busy-core', () => {
  it('keeps going until stopped, then says for how long and exits cleanly', async () => {
    const busy = start();
    await busy.said(`keeping one core busy (pid ${busy.child.pid}) until stopped`);
    busy.child.kill('SIGTERM');
    const { code, stderr } = await busy.ended;
    expect(code).toBe(0);
    expect(stderr).toMatch(/stopped by SIGTERM after \d+\.\d minutes/);
  });

  it('stops by itself after --minutes', async () => {
    const { code, stderr } = await start('--minutes', '0.001').ended;
    expect(code).toBe(0);
    expect(stderr).toMatch(/for 0\.001 minutes\n.*done after \d+\.\d minutes/);
  });

  it.each([['0'], ['-1'], ['soon']])('refuses --minutes=%s', async (minutes) => {
    const { code, stderr } = await start(`--minutes=${minutes}`).ended;
    expect(code).toBe(2);
    expect(stderr).toContain(`--minutes wants a number above 0, not ${minutes}`);
  });

  it('refuses an option it does not know, with its usage', async () => {
    const { code, stderr } = await start('--hours', '1').ended;
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown option '--hours'");
    expect(stderr).toContain('usage: npm run busy-core [-- --minutes N]');
  });
});
