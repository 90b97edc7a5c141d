/**
 * The retention periods in force: each variable of ../contracts/retention.ts's RETENTION_ENV, as the
 * CMS's configuration parsed it (a bad value has already stopped the start, naming it).
 */
import { type CmsEnv, cmsEnv } from '../config/env';
import { RETENTION_DEFAULTS, RETENTION_ENV, type RetentionPeriods } from '../contracts/retention';

export function retentionPeriods(config: CmsEnv = cmsEnv()): RetentionPeriods {
  const periods: RetentionPeriods = { ...RETENTION_DEFAULTS };
  for (const [key, name] of Object.entries(RETENTION_ENV) as Array<[keyof typeof RETENTION_ENV, keyof CmsEnv]>) {
    periods[key] = config[name] as number;
  }
  return periods;
}
