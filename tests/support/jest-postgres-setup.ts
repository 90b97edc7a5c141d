/** jest globalSetup of the `cms` project: with CMS_TEST_DB=postgres, one throwaway PostgreSQL
 * cluster for the whole run, published to the tests in PG_TEST_CLUSTER (see ./postgres.ts). */
import { startPostgres, testDatabaseClient } from './postgres';

export default async function setup() {
  if (testDatabaseClient() !== 'postgres' || process.env.PG_TEST_CLUSTER) return;
  const cluster = await startPostgres();
  process.env.PG_TEST_CLUSTER = JSON.stringify(cluster);
  process.env.PG_TEST_CLUSTER_OWNED = '1';
}
