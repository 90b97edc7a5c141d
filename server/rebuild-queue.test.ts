/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AFTER_LIVE_FAILED } from '@contracts/rebuild-status';
import { BuildStore } from './build-store';
import { copyBuild } from './copy-build';
import {
  RebuildQueue,
  lastLines,
  type AfterLive,
  type BuildTarget,
  type Builder,
  type RebuildEvent,
} from './rebuild-queue';
import { untilTrue } from '../tests/support/until';

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
    started: (n: number) => untilTrue(`build ${n} to start`, () => gates.length >= n),
    finish: (n: number) => gates[n - 1].resolve(),
    fail: (n: number, error: Error) => gates[n - 1].reject(error),
  };
}

function memoryTarget(): BuildTarget & {
  current: string | null;
  discarded: string[];
  allocated: string[];
  activated: string[];
} {
  let n = 0;
  const target = {
    current: null as string | null,
    discarded: [] as string[],
    allocated: [] as string[],
    activated: [] as string[],
    allocate: async () => {
      const dir = `/builds/${++n}`;
      target.allocated.push(dir);
      return dir;
    },
    activate: async (dir: string) => {
      target.activated.push(dir);
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

  /** A builder whose every build hands back work after live that finishes only when the test says so. */
  function afterLiveBuilder(work: (outDir: string) => void = () => undefined) {
    const gates: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
    const afterLive = jest.fn<Promise<void>, [string]>(async (outDir) => {
      await new Promise<void>((resolve, reject) => gates.push({ resolve, reject }));
      work(outDir);
    });
    const builder = jest.fn<Promise<AfterLive>, [string]>(async () => afterLive);
    return {
      builder,
      afterLive,
      started: (n: number) => untilTrue(`the work after live of build ${n} to start`, () => gates.length >= n),
      finish: (n: number) => gates[n - 1].resolve(),
      fail: (n: number, error: Error) => gates[n - 1].reject(error),
    };
  }

  test('a build goes live before its work after live, whose directory is a second activation', async () => {
    const after = afterLiveBuilder();
    const target = memoryTarget();
    const events: RebuildEvent['type'][] = [];
    const queue = new RebuildQueue({ builder: after.builder, target, onEvent: (event) => events.push(event.type) });
    queue.request();
    await after.started(1);
    // Live, and said so, while the work after live runs in a directory of its own.
    expect(target.current).toBe('/builds/1');
    expect(after.afterLive).toHaveBeenCalledWith('/builds/2');
    expect(queue.status()).toMatchObject({ state: 'building', builds: 1, lastFailure: null });
    expect(queue.status().lastSuccess).not.toBeNull();
    expect(events).toEqual(['start', 'success']);
    after.finish(1);
    await queue.whenIdle();
    expect(target.activated).toEqual(['/builds/1', '/builds/2']);
    expect(events).toEqual(['start', 'success', 'after-live']);
    // One build for the status: the work after live is part of it.
    expect(queue.status()).toMatchObject({ state: 'idle', builds: 1, lastFailure: null });
  });

  test('work after live that fails leaves the build live and is reported; the next build tries again', async () => {
    const after = afterLiveBuilder();
    const target = memoryTarget();
    const events: RebuildEvent[] = [];
    const queue = new RebuildQueue({ builder: after.builder, target, onEvent: (event) => events.push(event) });
    queue.request();
    await after.started(1);
    const success = queue.status().lastSuccess;
    after.fail(1, new Error('Search index: getFiles failed: disk full'));
    await queue.whenIdle();

    expect(target.current).toBe('/builds/1');
    expect(target.discarded).toEqual(['/builds/2']);
    const status = queue.status();
    expect(status).toMatchObject({ state: 'idle', builds: 1, lastSuccess: success });
    expect(status.lastFailure?.error).toBe(`Search index: getFiles failed: disk full\n${AFTER_LIVE_FAILED}`);
    expect(status.lastFailure!.at >= success!.at).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['start', 'success', 'after-live-failure']);

    queue.request();
    await after.started(2);
    expect(target.current).toBe('/builds/3');
    after.finish(2);
    await queue.whenIdle();
    expect(target.current).toBe('/builds/4');
    expect(queue.status().lastSuccess!.at >= status.lastFailure!.at).toBe(true);
  });

  test('a build asked for during the work after live waits for it, then runs once', async () => {
    const after = afterLiveBuilder();
    const target = memoryTarget();
    const queue = new RebuildQueue({ builder: after.builder, target });
    queue.request();
    await after.started(1);
    expect([queue.request(), queue.request()]).toEqual(['queued', 'queued']);
    expect(queue.state).toBe('queued');
    expect(after.builder).toHaveBeenCalledTimes(1);
    after.finish(1);
    await after.started(2);
    expect(after.builder).toHaveBeenCalledTimes(2);
    expect(target.activated).toEqual(['/builds/1', '/builds/2', '/builds/3']);
    after.finish(2);
    await queue.whenIdle();
    expect(after.builder).toHaveBeenCalledTimes(2);
    expect(target.activated).toEqual(['/builds/1', '/builds/2', '/builds/3', '/builds/4']);
  });

  test('the work after live of a build superseded before it went live is skipped', async () => {
    const gated = gatedBuilder();
    const afterLive = jest.fn<Promise<void>, [string]>(async () => undefined);
    const builder: Builder = async (outDir) => {
      await gated.builder(outDir);
      return afterLive;
    };
    const target = memoryTarget();
    const queue = new RebuildQueue({ builder, target });
    queue.request();
    await gated.started(1);
    expect(queue.request()).toBe('queued');
    gated.finish(1);
    await gated.started(2);
    expect(afterLive).not.toHaveBeenCalled();
    gated.finish(2);
    await queue.whenIdle();
    // Only the last build's: its index is the one that counts.
    expect(afterLive).toHaveBeenCalledTimes(1);
    expect(target.activated).toEqual(['/builds/1', '/builds/2', '/builds/3']);
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

  // The site server's shape (./gatsby-builder.ts): a build copied from one working folder goes live,
  // then its search index is written into that folder and copied again, into a build that replaces it.
  test('work after live makes a second build beside the live one, which is never written to', async () => {
    const store = new BuildStore(path.join(tmp, '.site'));
    const work = path.join(tmp, 'public');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      fs.writeFileSync(path.join(work, file), text);
    };
    const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    let live: string | null = null;
    const builder: Builder = async (outDir) => {
      write('index.html', 'v2');
      await copyBuild(work, outDir, store.current());
      return async (indexedDir) => {
        live = store.current();
        write('pagefind/pagefind-entry.json', 'index of v2');
        await copyBuild(work, indexedDir, store.current());
      };
    };
    write('index.html', 'v1');
    write('pagefind/pagefind-entry.json', 'index of v1');
    const first = await store.allocate();
    await copyBuild(work, first, null);
    await store.activate(first);

    const queue = new RebuildQueue({ builder, target: store });
    queue.request();
    await queue.whenIdle();
    // The new pages went live with the last index, and stay so in their directory…
    expect(read(live!, 'index.html')).toBe('v2');
    expect(read(live!, 'pagefind/pagefind-entry.json')).toBe('index of v1');
    // …then the build with their own index replaced it, sharing the pages' files by hard links.
    const indexed = store.current()!;
    expect(indexed).not.toBe(live);
    expect(read(indexed, 'pagefind/pagefind-entry.json')).toBe('index of v2');
    expect(fs.statSync(path.join(indexed, 'index.html')).ino).toBe(fs.statSync(path.join(live!, 'index.html')).ino);
    // Pruned after both: the served build and the one before it (the same pages, the last index).
    expect(fs.readdirSync(store.buildsDir).sort()).toEqual([path.basename(live!), path.basename(indexed)]);
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
