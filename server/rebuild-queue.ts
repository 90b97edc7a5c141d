/**
 * Single-flight, coalescing rebuild queue. At most one build runs at a time (Gatsby always builds
 * into the same public/ and .cache/); any number of requests during a build become exactly one
 * follow-up build. A build writes into a fresh directory that becomes the served one only when it
 * succeeded; a failure leaves the last good directory served and is recorded with its log tail.
 *
 * A builder may hand back work that runs once its build is live (the site search's index,
 * ./gatsby-builder.ts): it writes another fresh directory, served in turn by the same swap. It runs
 * before the next build, so builds still never overlap; it is skipped when a build is already asked
 * for (that build's own work after live takes its place). Its failure leaves the live build served
 * and is recorded as a failure, its last line AFTER_LIVE_FAILED.
 */
import { AFTER_LIVE_FAILED, type RebuildState, type RebuildStatus } from '@contracts/rebuild-status';

/** Work after a build is live: writes a fresh build into `outDir` (an empty directory) that replaces it. */
export type AfterLive = (outDir: string) => Promise<void>;

/** Builds the site into `outDir` (an empty directory); rejects with the log tail as the message.
 * Resolves with the work to run once that build is live, if any. */
export type Builder = (outDir: string) => Promise<void | AfterLive>;

/** Where builds go (BuildStore on disk; a fake in tests). */
export interface BuildTarget {
  allocate(): Promise<string>;
  activate(dir: string): Promise<void>;
  discard(dir: string): Promise<void>;
  prune(): Promise<void>;
}

export type { RebuildState, RebuildStatus } from '@contracts/rebuild-status';

export type RebuildEvent =
  | { type: 'start'; dir: string }
  | { type: 'success'; dir: string; durationMs: number }
  | { type: 'failure'; error: string; durationMs: number }
  | { type: 'after-live'; dir: string; durationMs: number }
  | { type: 'after-live-failure'; error: string; durationMs: number };

export interface RebuildQueueOptions {
  builder: Builder;
  target: BuildTarget;
  onEvent?: (event: RebuildEvent) => void;
  /** How many lines of the build log a failure keeps. */
  logLines?: number;
  now?: () => number;
}

export function lastLines(text: string, count: number): string {
  return text.replace(/\s+$/, '').split(/\r?\n/).slice(-count).join('\n');
}

export class RebuildQueue {
  private running: Promise<void> | null = null;
  private pending = false;
  private closed = false;
  private lastSuccess: RebuildStatus['lastSuccess'] = null;
  private lastFailure: RebuildStatus['lastFailure'] = null;
  private builds = 0;

  constructor(private readonly options: RebuildQueueOptions) {}

  /** Asks for a build: starts one now, or folds into the single follow-up of the running one. */
  request(): 'started' | 'queued' | 'closed' {
    if (this.closed) return 'closed';
    if (this.running) {
      this.pending = true;
      return 'queued';
    }
    this.running = this.loop();
    return 'started';
  }

  get state(): RebuildState {
    if (!this.running) return 'idle';
    return this.pending ? 'queued' : 'building';
  }

  status(): RebuildStatus {
    return {
      state: this.state,
      lastSuccess: this.lastSuccess && { ...this.lastSuccess },
      lastFailure: this.lastFailure && { ...this.lastFailure },
      builds: this.builds,
    };
  }

  /** Resolves once no build is running and none is queued. */
  whenIdle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** No new builds after this (shutdown); a queued follow-up is dropped. */
  close(): void {
    this.closed = true;
    this.pending = false;
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.pending = false;
        await this.runOne();
      } while (this.pending && !this.closed);
    } finally {
      this.running = null;
    }
  }

  private async runOne(): Promise<void> {
    const { builder, target, onEvent, now = Date.now } = this.options;
    const started = now();
    let dir: string | undefined;
    let afterLive: AfterLive | void;
    try {
      dir = await target.allocate();
      onEvent?.({ type: 'start', dir });
      afterLive = await builder(dir);
      await target.activate(dir);
      const durationMs = now() - started;
      this.lastSuccess = { at: new Date(now()).toISOString(), durationMs };
      this.builds++;
      onEvent?.({ type: 'success', dir, durationMs });
    } catch (caught) {
      const error = this.recordFailure(caught);
      this.builds++;
      if (dir) await target.discard(dir).catch(() => undefined);
      onEvent?.({ type: 'failure', error, durationMs: now() - started });
      return;
    }
    // A build asked for meanwhile supersedes this one: its own work after live replaces this one's.
    if (afterLive && !this.pending && !this.closed) await this.runAfterLive(afterLive);
    await target.prune().catch(() => undefined);
  }

  private async runAfterLive(afterLive: AfterLive): Promise<void> {
    const { target, onEvent, now = Date.now } = this.options;
    const started = now();
    let dir: string | undefined;
    try {
      dir = await target.allocate();
      await afterLive(dir);
      await target.activate(dir);
      onEvent?.({ type: 'after-live', dir, durationMs: now() - started });
    } catch (caught) {
      const error = this.recordFailure(caught, AFTER_LIVE_FAILED);
      if (dir) await target.discard(dir).catch(() => undefined);
      onEvent?.({ type: 'after-live-failure', error, durationMs: now() - started });
    }
  }

  /** Records a failure: the end of its message, then `lastLine` if given, as lastFailure's error. */
  private recordFailure(caught: unknown, lastLine?: string): string {
    const { logLines = 30, now = Date.now } = this.options;
    const message = caught instanceof Error ? caught.message : String(caught);
    const error =
      lastLines([message, lastLine].filter(Boolean).join('\n'), logLines) || 'The build failed without output.';
    this.lastFailure = { at: new Date(now()).toISOString(), error };
    return error;
  }
}
