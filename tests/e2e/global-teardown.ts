import fs from 'node:fs';
import { killGroup } from '../../server/processes';
import { until } from '../support/until';
import { readEnv } from './env';

const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

export default async function globalTeardown() {
  const env = readEnv();
  killGroup(env.sitePid, 'SIGTERM');
  killGroup(env.cmsPid, 'SIGTERM');
  // The CMS's folder (its database, uploads, log and the built site: tens of MB a run) goes once the
  // CMS has stopped writing to it; a CMS that does not stop is left with its folder, for its log.
  const stopped = await until('the CMS to stop', async () => (gone(env.cmsPid) ? true : undefined), 15_000).then(
    () => true,
    () => false,
  );
  if (stopped) fs.rmSync(env.cmsDataDir, { recursive: true, force: true });
}
