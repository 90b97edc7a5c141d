/**
 * The nodes of the last Gatsby build of this checkout, as Gatsby keeps them between builds (its LMDB
 * datastore in .cache/data/datastore): what a build sourced, for content that no built page shows
 * yet (a German entry before the site has German pages). It only reads, beside a Gatsby process that
 * may have the store open (LMDB allows other processes in); opened with Gatsby's own copy of lmdb and
 * the options Gatsby opens it with (gatsby/dist/datastore/lmdb/lmdb-datastore.js). Not `readOnly`:
 * lmdb 2.5's `close()` throws on a read-only store.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export interface GatsbyNode {
  id: string;
  internal: { type: string; contentDigest: string };
  [field: string]: unknown;
}

interface Lmdb {
  open(options: object): {
    openDB(options: object): { getRange(): Iterable<{ value: unknown }> };
    close(): Promise<void>;
  };
}

/** Every node of the last build, by id. */
export async function builtNodes(): Promise<Map<string, GatsbyNode>> {
  const fromGatsby = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('gatsby'));
  const lmdb = fromGatsby('lmdb') as Lmdb;
  const root = lmdb.open({
    name: 'root',
    path: path.join(ROOT, '.cache', 'data', 'datastore'),
    compression: true,
  });
  try {
    const nodes = new Map<string, GatsbyNode>();
    for (const { value } of root.openDB({ name: 'nodes' }).getRange()) {
      const node = value as GatsbyNode | undefined;
      if (node?.internal) nodes.set(node.id, node);
    }
    return nodes;
  } finally {
    await root.close();
  }
}
