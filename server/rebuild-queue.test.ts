/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildStore } from './build-store';
import { RebuildQueue, lastLines, type BuildTarget, type Builder } from './rebuild-queue';
import { until } from './test-utils/http';

/** A builder whose builds finish only when the test says so. */
function gatedBuilder(work: (outDir: string, call: number) => void | Promise<void> = () => undefined) {
  const gates: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let running = 0;
  let maxRunning = 0;
  const builder = jest.fn<Promise<void>, [string]>(async (outDir) => {
    running++;
    maxRunning = Math.max(maxRunning, running);
    const call = builder.mock.calls.length;
    try {
      await new Promise<void>((resolve, reject) => gates.push({ resolve, reject }));
      await work(outDir, call);
    } finally {
      running--;
    }
  });
  return {
    builder,
    maxRunning: () => maxRunning,
    started: (n: number) => until(() => gates.length >= n, `build ${n} to start`),
    finish: (n: number) => gates[n - 1].resolve(),
    fail: (n: number, error: Error) => gates[n - 1].reject(error),
  };
}

function memoryTarget(): BuildTarget & { current: string | null; discarded: string[]; allocated: string[] } {
  let n = 0;
  const target = {
    current: null as string | null,
    discarded: [] as string[],
    allocated: [] as string[],
    allocate: async () => {
      const dir = `/builds/${++n}`;
      target.allocated.push(dir);
      return dir;
    },
    activate: async (dir: string) => {
      target.current = dir;
    },
    discard: async (dir: string) => {
      target.discarded.push(dir);
    },
    prune: async () => undefined,
  };
  return target;
}

describe('RebuildQueue', () => {
  test('single flight: a request during a build never starts a second concurrent build', async () => {
    const gated = gatedBuilder();
    const queue = new RebuildQueue({ builder: gated.builder, target: memoryTarget() });
    expect(queue.request()).toBe('started');
    await gated.started(1);
    expect(queue.state).toBe('building');
    expect(queue.request()).toBe('queued');
    expect(gated.builder).toHaveBeenCalledTimes(1);
    gated.finish(1);
    await gated.started(2);
    gated.finish(2);
    await queue.whenIdle();
    expect(gated.maxRunning()).toBe(1);
    expect(queue.state).toBe('idle');
  });

  test('three events during a build coalesce into exactly one follow-up build', async () => {
    const gated = gatedBuilder();
    const target = memoryTarget();
    const queue = new RebuildQueue({ builder: gated.builder, target });
    queue.request();
    await gated.started(1);
    expect([queue.request(), queue.request(), queue.request()]).toEqual(['queued', 'queued', 'queued']);
    expect(queue.status().state).toBe('queued');
    gated.finish(1);
    await gated.started(2);
    expect(queue.state).toBe('building');
    gated.finish(2);
    await queue.whenIdle();
    expect(gated.builder).toHaveBeenCalledTimes(2);
    expect(queue.status()).toMatchObject({ state: 'idle', builds: 2, lastFailure: null });
    // each build got its own fresh directory; the last one is current
    expect(gated.builder.mock.calls.map(([dir]) => dir)).toEqual(['/builds/1', '/builds/2']);
    expect(target.current).toBe('/builds/2');
  });

  test('a failed build keeps the last good directory and reports the log tail', async () => {
    const gated = gatedBuilder();
    const target = memoryTarget();
    const queue = new RebuildQueue({ builder: gated.builder, target, logLines: 3 });
    queue.request();
    await gated.started(1);
    gated.finish(1);
    await queue.whenIdle();
    expect(target.current).toBe('/builds/1');
    const success = queue.status().lastSuccess;
    expect(success).not.toBeNull();

    queue.request();
    await gated.started(2);
    gated.fail(
      2,
      new Error('line 1\nline 2\nERROR #85923 GRAPHQL\nfield "title" is missing\ngatsby build failed (exit 1).'),
    );
    await queue.whenIdle();

    expect(target.current).toBe('/builds/1');
    expect(target.discarded).toEqual(['/builds/2']);
    const status = queue.status();
    expect(status.state).toBe('idle');
    expect(status.lastSuccess).toEqual(success);
    expect(status.lastFailure?.error).toBe(
      'ERROR #85923 GRAPHQL\nfield "title" is missing\ngatsby build failed (exit 1).',
    );
    expect(typeof status.lastFailure?.at).toBe('string');
    expect(status.builds).toBe(2);

    // and the queue keeps working after a failure
    queue.request();
    await gated.started(3);
    gated.finish(3);
    await queue.whenIdle();
    expect(target.current).toBe('/builds/3');
  });

  test('close() drops a queued follow-up and refuses new requests', async () => {
    const gated = gatedBuilder();
    const queue = new RebuildQueue({ builder: gated.builder, target: memoryTarget() });
    queue.request();
    await gated.started(1);
    queue.request();
    queue.close();
    expect(queue.request()).toBe('closed');
    gated.finish(1);
    await queue.whenIdle();
    expect(gated.builder).toHaveBeenCalledTimes(1);
  });

  test('lastLines keeps the end of a log', () => {
    expect(lastLines('a\nb\nc\nd\n\n', 2)).toBe('c\nd');
    expect(lastLines('only', 5)).toBe('only');
  });
});

describe('BuildStore (on disk)', () => {
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-store-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const writingBuilder =
    (label: () => string): Builder =>
    async (outDir) => {
      fs.writeFileSync(path.join(outDir, 'index.html'), label());
    };

  test('a successful build becomes current through the symlink; a restart finds it again', async () => {
    const siteDir = path.join(tmp, '.site');
    const store = new BuildStore(siteDir);
    expect(store.current()).toBeNull();
    const queue = new RebuildQueue({ builder: writingBuilder(() => 'v1'), target: store });
    queue.request();
    await queue.whenIdle();
    const current = store.current()!;
    expect(fs.readFileSync(path.join(current, 'index.html'), 'utf8')).toBe('v1');
    expect(fs.lstatSync(path.join(siteDir, 'current')).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(path.join(siteDir, 'current'))).toBe(fs.realpathSync(current));
    expect(fs.readFileSync(path.join(siteDir, '.gitignore'), 'utf8')).toBe('*\n');
    expect(new BuildStore(siteDir).current()).toBe(current);
    // no temporary links left behind
    expect(fs.readdirSync(siteDir).sort()).toEqual(['.gitignore', 'builds', 'current']);
  });

  test('a failed build is removed and the previous build stays current', async () => {
    const store = new BuildStore(path.join(tmp, '.site'));
    let fail = false;
    const builder: Builder = async (outDir) => {
      fs.writeFileSync(path.join(outDir, 'index.html'), 'partial');
      if (fail) throw new Error('boom');
    };
    const queue = new RebuildQueue({ builder, target: store });
    queue.request();
    await queue.whenIdle();
    const good = store.current();
    fail = true;
    queue.request();
    await queue.whenIdle();
    expect(store.current()).toBe(good);
    expect(fs.readdirSync(store.buildsDir)).toEqual([path.basename(good!)]);
    expect(queue.status().lastFailure?.error).toBe('boom');
  });

  test('old builds are pruned: the last two are kept, the current one always', async () => {
    const store = new BuildStore(path.join(tmp, '.site'));
    let n = 0;
    const queue = new RebuildQueue({ builder: writingBuilder(() => `v${++n}`), target: store });
    const dirs: string[] = [];
    for (let i = 0; i < 4; i++) {
      queue.request();
      await queue.whenIdle();
      dirs.push(store.current()!);
    }
    expect(new Set(dirs).size).toBe(4);
    expect(fs.readdirSync(store.buildsDir).sort()).toEqual(dirs.slice(-2).map((dir) => path.basename(dir)));
    expect(fs.readFileSync(path.join(store.current()!, 'index.html'), 'utf8')).toBe('v4');
  });

  test('startup pruning removes an interrupted build newer than the served one', async () => {
    const siteDir = path.join(tmp, '.site');
    const store = new BuildStore(siteDir);
    const queue = new RebuildQueue({ builder: writingBuilder(() => 'good'), target: store });
    queue.request();
    await queue.whenIdle();
    const good = store.current()!;
    const interrupted = await store.allocate(); // a build the process never finished
    fs.writeFileSync(path.join(interrupted, 'index.html'), 'half');

    const restarted = new BuildStore(siteDir);
    await restarted.prune();
    expect(restarted.current()).toBe(good);
    expect(fs.readdirSync(restarted.buildsDir)).toEqual([path.basename(good)]);
  });
});
