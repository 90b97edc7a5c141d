/**
 * The data-request audit log is read-only for everyone, Super Admin included (../startup/read-only.ts:
 * every action on it but reading is refused with a 403 saying why, whoever calls).
 *
 * The log's own writers are unaffected without any mark of their own: the data requests and the
 * retention job write it through Strapi's query engine (`logDataRequest` in ./data-requests.ts),
 * which sits below the document service, and no code of the project writes it any other way.
 */
import type { Core } from '@strapi/strapi';
import { refuseWrites } from '../startup/read-only';
import { LOG_UID } from './data-requests';

export const LOG_READ_ONLY_MESSAGE =
  'The data request log is written only by the data requests and the retention job themselves: its entries cannot be created, changed or deleted.';

export function registerLogGuard(strapi: Core.Strapi): void {
  refuseWrites(strapi, [LOG_UID], LOG_READ_ONLY_MESSAGE);
}
