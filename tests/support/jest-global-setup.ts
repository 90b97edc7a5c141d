/** jest globalSetup of the `cms` project. With CMS_TEST_DB=postgres, one throwaway PostgreSQL cluster
 * for the whole run, published to the tests in PG_TEST_CLUSTER (see ./postgres.ts). Then, on either
 * database, one CMS seeds the template that every fresh database of the run copies (./cms.ts). */
import { makeCmsTemplate } from './cms';
import { startPostgres, testDatabaseClient } from './postgres';

export default async function setup() {
  if (testDatabaseClient() === 'postgres' && !process.env.PG_TEST_CLUSTER) {
    const cluster = await startPostgres();
    process.env.PG_TEST_CLUSTER = JSON.stringify(cluster);
    process.env.PG_TEST_CLUSTER_OWNED = '1';
  }
  if (!process.env.CMS_TEST_TEMPLATE) {
    await makeCmsTemplate();
    process.env.CMS_TEST_TEMPLATE_OWNED = '1';
  }
}
