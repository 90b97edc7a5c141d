/**
 * A process started before it is needed. The site's builder keeps the next `gatsby build` loaded and
 * waiting (scripts/gatsby-standby.mjs), so a publish skips the 2 s Node takes to load Gatsby. Such a
 * process has already read some state (Gatsby's .cache/redux), so it is used only while that state is
 * unchanged; otherwise it is stopped and a new process is started in its place.
 */
import type { ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isRunning, stopGroup } from './processes';

const STOP_GRACE_MS = 2000;

export class Standby {
  private waiting: { child: ChildProcess; state: string } | null = null;
  private closed = false;

  /**
   * @param start spawns the process (its own process group, so that stopping it stops all it started).
   * @param state describes what the process reads as it starts; it must be the same when it is taken.
   * @param ahead false: nothing is started before it is needed (a machine short of memory), so every
   *   take() starts its process then.
   */
  constructor(
    private readonly start: () => ChildProcess,
    private readonly state: () => Promise<string>,
    private readonly ahead = true,
  ) {}

  /** Starts the next process now, unless one is waiting already, the standby is stopped or switched off. */
  async prepare(): Promise<void> {
    if (!this.ahead || this.closed || (this.waiting && isRunning(this.waiting.child))) return;
    const state = await this.state(); // before the start: a change after it is then seen by take()
    if (this.closed) return;
    this.waiting = { child: this.launch(), state };
  }

  /** The waiting process if it is alive and its state unchanged (`ahead`); otherwise a new one. */
  async take(): Promise<{ child: ChildProcess; ahead: boolean }> {
    if (this.closed) throw new Error('Stopped: no process is started any more.');
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting && isRunning(waiting.child) && waiting.state === (await this.state()))
      return { child: waiting.child, ahead: true };
    if (waiting) await stopGroup(waiting.child, STOP_GRACE_MS);
    return { child: this.launch(), ahead: false };
  }

  /** A process that failed to start has no pid and reports an error event, which must not go unheard. */
  private launch(): ChildProcess {
    const child = this.start();
    child.on('error', () => {});
    return child;
  }

  /** Stops the waiting process; no other is started after this. */
  async stop(): Promise<void> {
    this.closed = true;
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) await stopGroup(waiting.child, STOP_GRACE_MS);
  }
}

/**
 * What a Gatsby build reads as its command loads: its saved state (.cache/redux, rewritten as a whole
 * by every run) and the stamp naming the CMS the cache came from (./gatsby-cache.ts). Each file's
 * identity, size and modification time; a missing directory or file counts as a state of its own.
 */
export async function gatsbyCacheState(root: string): Promise<string> {
  const files = async (dir: string) => (await fsp.readdir(dir).catch(() => [])).map((name) => path.join(dir, name));
  const paths = [path.join(root, '.cache', 'cms-source'), ...(await files(path.join(root, '.cache', 'redux')))];
  const stats = await Promise.all(
    paths.sort().map(async (file) => {
      const stat = await fsp.stat(file).catch(() => null);
      return `${path.relative(root, file)} ${stat ? `${stat.ino} ${stat.size} ${stat.mtimeMs}` : 'missing'}`;
    }),
  );
  return stats.join('\n');
}
