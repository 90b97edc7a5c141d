/** jest globalTeardown of the `cms` project: removes the template and stops the cluster that
 * globalSetup made. */
import fs from 'node:fs';
import { cmsTemplate } from './cms';
import { sharedCluster, stopPostgres } from './postgres';

export default async function teardown() {
  const template = cmsTemplate();
  if (template && process.env.CMS_TEST_TEMPLATE_OWNED === '1') {
    fs.rmSync(template.dataDir, { recursive: true, force: true });
    delete process.env.CMS_TEST_TEMPLATE;
    delete process.env.CMS_TEST_TEMPLATE_OWNED;
  }
  const cluster = sharedCluster();
  if (!cluster || process.env.PG_TEST_CLUSTER_OWNED !== '1') return;
  await stopPostgres(cluster);
  delete process.env.PG_TEST_CLUSTER;
  delete process.env.PG_TEST_CLUSTER_OWNED;
}
