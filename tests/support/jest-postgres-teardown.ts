/** jest globalTeardown of the `cms` project: stops and removes the cluster that globalSetup started. */
import { sharedCluster, stopPostgres } from './postgres';

export default async function teardown() {
  const cluster = sharedCluster();
  if (!cluster || process.env.PG_TEST_CLUSTER_OWNED !== '1') return;
  await stopPostgres(cluster);
  delete process.env.PG_TEST_CLUSTER;
  delete process.env.PG_TEST_CLUSTER_OWNED;
}
