/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';
import { gatsbyCacheState, Standby } from './standby';
import { untilTrue } from '../tests/support/until';

/** A process that waits for one line on stdin and prints it back, like the Gatsby standby does with its settings. */
const echoOnce = () =>
  spawn(
    process.execPath,
    ['-e', "process.stdin.once('data', (line) => { process.stdout.write('got ' + line); process.exit(0); })"],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    },
  );

/** Sends a line and resolves with what the process printed before it exited. */
const run = (child: ChildProcess, line: string) =>
  new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', () => resolve(out));
    child.stdin!.end(`${line}\n`);
  });

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe('Standby', () => {
  let state: string;
  let started: ChildProcess[];
  let standby: Standby;
  beforeEach(() => {
    state = 'cache as the last build left it';
    started = [];
    standby = new Standby(
      () => {
        const child = echoOnce();
        started.push(child);
        return child;
      },
      () => Promise.resolve(state),
    );
  });
  afterEach(async () => {
    await standby.stop();
    for (const child of started) child.kill('SIGKILL');
  });

  it('hands over the process it started ahead while the state it read is unchanged', async () => {
    await standby.prepare();
    await standby.prepare(); // one waits at a time
    expect(started).toHaveLength(1);
    const { child, ahead } = await standby.take();
    expect(ahead).toBe(true);
    expect(child).toBe(started[0]);
    expect(await run(child, 'build')).toBe('got build\n');
  });

  it('replaces the waiting process when the state changed after it started', async () => {
    await standby.prepare();
    state = 'cache rewritten by another Gatsby run';
    const { child, ahead } = await standby.take();
    expect(ahead).toBe(false);
    expect(started).toHaveLength(2);
    expect(child).toBe(started[1]);
    await exited(started[0]);
    expect(started[0].signalCode).toBe('SIGTERM');
    expect(await run(child, 'build')).toBe('got build\n');
  });

  it('switched off (BUILD_STANDBY=false), starts nothing ahead: each take starts its process then', async () => {
    const off = new Standby(
      () => {
        const child = echoOnce();
        started.push(child);
        return child;
      },
      () => Promise.resolve(state),
      false,
    );
    await off.prepare();
    expect(started).toHaveLength(0);
    const { child, ahead } = await off.take();
    expect(ahead).toBe(false);
    expect(started).toEqual([child]);
    expect(await run(child, 'build')).toBe('got build\n');
    await off.prepare(); // after the build
    expect(started).toHaveLength(1);
    await off.stop();
  });

  it('starts a new process when the waiting one has died, and one when none was prepared', async () => {
    await standby.prepare();
    started[0].kill('SIGKILL');
    await exited(started[0]);
    const replacement = await standby.take();
    expect(replacement).toEqual({ child: started[1], ahead: false });
    expect(await run(replacement.child, 'first')).toBe('got first\n');
    const fresh = await standby.take();
    expect(fresh).toEqual({ child: started[2], ahead: false });
    expect(await run(fresh.child, 'second')).toBe('got second\n');
  });

  it('survives a process that cannot start, and never hands one over as started ahead', async () => {
    const missing = path.join(os.tmpdir(), 'no-such-program-for-the-standby');
    let failedStarts = 0;
    const failing = new Standby(
      () => {
        const child = spawn(missing, [], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
        child.on('error', () => (failedStarts += 1));
        return child;
      },
      () => Promise.resolve(state),
    );
    await failing.prepare();
    await untilTrue('the error event of the start ahead', () => failedStarts === 1);
    const { child, ahead } = await failing.take();
    expect(ahead).toBe(false);
    expect(child.pid).toBeUndefined();
    await untilTrue('the error event of the start on take', () => failedStarts === 2);
    await failing.stop();
  });

  it('stops the waiting process on stop and starts none after it', async () => {
    await standby.prepare();
    await standby.stop();
    await exited(started[0]);
    await standby.prepare();
    expect(started).toHaveLength(1);
    await expect(standby.take()).rejects.toThrow('Stopped');
  });
});

describe('gatsbyCacheState', () => {
  const site = () => fs.mkdtempSync(path.join(os.tmpdir(), 'standby-cache-'));
  const write = (root: string, name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  };

  it('is the same while nothing changes and differs once Gatsby rewrites its state or the cache stamp changes', async () => {
    const root = site();
    const empty = await gatsbyCacheState(root);
    write(root, '.cache/redux/redux.rest.state', 'state 1');
    write(root, '.cache/cms-source', 'cms A');
    const built = await gatsbyCacheState(root);
    expect(built).not.toBe(empty);
    expect(await gatsbyCacheState(root)).toBe(built);

    // Gatsby writes its state into a new directory and moves it into place: new files, same text even.
    write(root, '.cache/redux-next/redux.rest.state', 'state 1');
    fs.rmSync(path.join(root, '.cache/redux'), { recursive: true });
    fs.renameSync(path.join(root, '.cache/redux-next'), path.join(root, '.cache/redux'));
    const rewritten = await gatsbyCacheState(root);
    expect(rewritten).not.toBe(built);

    write(root, '.cache/cms-source', 'cms B');
    expect(await gatsbyCacheState(root)).not.toBe(rewritten);

    fs.rmSync(path.join(root, '.cache'), { recursive: true }); // gatsby clean
    expect(await gatsbyCacheState(root)).toBe(empty);
  });
});

describe('scripts/gatsby-standby.mjs', () => {
  const standbyScript = path.join(ROOT, 'scripts', 'gatsby-standby.mjs');
  const start = (...args: string[]) =>
    spawn(process.execPath, [standbyScript, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });

  it('runs the Gatsby command once its settings arrive', async () => {
    expect(await run(start('--version'), JSON.stringify({ GATSBY_TELEMETRY_DISABLED: '1' }))).toMatch(
      /Gatsby CLI version: \d+\.\d+\.\d+/,
    );
  });

  it("loads the build command with the environment Gatsby's CLI sets before it loads a command", async () => {
    // A preload that reports the environment at the moment the build command is asked for, then stops.
    const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'standby-probe-')), 'probe.cjs');
    fs.writeFileSync(
      probe,
      `const Module = require('node:module');
       const load = Module._load;
       Module._load = function (request, ...rest) {
         if (request === 'gatsby/dist/commands/build') {
           const { NODE_ENV, gatsby_executing_command, gatsby_log_level } = process.env;
           process.stdout.write(JSON.stringify({ NODE_ENV, gatsby_executing_command, gatsby_log_level }));
           process.exit(0);
         }
         return load.call(this, request, ...rest);
       };`,
    );
    const child = spawn(process.execPath, ['--require', probe, standbyScript, 'build'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await exited(child);
    expect(JSON.parse(out)).toEqual({
      NODE_ENV: 'production',
      gatsby_executing_command: 'build',
      gatsby_log_level: 'normal',
    });
  });

  it('exits without running anything when its input closes first', async () => {
    const child = start('--version');
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stdin.end();
    await exited(child);
    expect(child.exitCode).toBe(0);
    expect(out).toBe('');
  });
});
