import { killGroup } from '../../server/processes';
import { readEnv } from './env';

export default function globalTeardown() {
  const env = readEnv();
  killGroup(env.sitePid, 'SIGTERM');
  killGroup(env.cmsPid, 'SIGTERM');
}
