/**
 * Single-flight, coalescing rebuild queue. At most one build runs at a time (Gatsby always builds
 * into the same public/ and .cache/); any number of requests during a build become exactly one
 * follow-up build. A build writes into a fresh directory that becomes the served one only when it
 * succeeded; a failure leaves the last good directory served and is recorded with its log tail.
 */
import type { RebuildState, RebuildStatus } from '@contracts/rebuild-status';

/** Builds the site into `outDir` (an empty directory); rejects with the log tail as the message. */
export type Builder = (outDir: string) => Promise<void>;

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
  | { type: 'failure'; error: string; durationMs: number };

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
    const { builder, target, onEvent, logLines = 30 } = this.options;
    const now = this.options.now ?? Date.now;
    const started = now();
    let dir: string | undefined;
    try {
      dir = await target.allocate();
      onEvent?.({ type: 'start', dir });
      await builder(dir);
      await target.activate(dir);
      const durationMs = now() - started;
      this.lastSuccess = { at: new Date(now()).toISOString(), durationMs };
      this.builds++;
      onEvent?.({ type: 'success', dir, durationMs });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      const error = lastLines(message, logLines) || 'The build failed without output.';
      this.lastFailure = { at: new Date(now()).toISOString(), error };
      this.builds++;
      if (dir) await target.discard(dir).catch(() => undefined);
      onEvent?.({ type: 'failure', error, durationMs: now() - started });
      return;
    }
    await target.prune().catch(() => undefined);
  }
}
