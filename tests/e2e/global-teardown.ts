import { readEnv } from './env';

const stop = (pid: number, group = false) => {
  try {
    process.kill(group ? -pid : pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

export default async function globalTeardown() {
  const env = readEnv();
  stop(env.sitePid, true);
  stop(env.cmsPid);
}
