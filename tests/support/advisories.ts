/**
 * The production dependencies installed below a version that fixes a known advisory.
 *
 * `npm audit` cannot run here (the registry answers its bulk endpoint with 405), so the advisories
 * the project knows of are kept in tests/known-advisories.json, one entry a package, and checked
 * against what `npm ls` reports as installed (every copy, nested ones included: gatsby-source-strapi
 * once brought its own axios) in the site's tree and the CMS's. docs/security.md says how to add one.
 */
import { spawnSync } from 'node:child_process';
import semver from 'semver';

export interface Advisory {
  package: string;
  /** A semver range of the affected releases, e.g. "<9.1.1" or "<8.0.7 || >=9.0.0 <9.1.1". */
  affected: string;
  severity: 'low' | 'moderate' | 'high' | 'critical';
  summary: string;
  /** When the entry was added (YYYY-MM-DD). */
  found: string;
}

export interface Installed {
  name: string;
  version: string;
  /** How it got there: the chain of packages from the tree's root, e.g. gatsby-source-strapi > axios. */
  via: string;
}

export interface Finding extends Installed {
  advisory: Advisory;
}

interface LsNode {
  version?: string;
  dependencies?: Record<string, LsNode>;
}

/** Every package (name and version) in `npm ls --all --json`'s tree, once per place it is installed. */
export function installedPackages(tree: LsNode): Installed[] {
  const found = new Map<string, Installed>();
  const walk = (node: LsNode, chain: string[]) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (!child.version) continue; // a missing optional or peer dependency
      const via = [...chain, name].join(' > ');
      const key = `${name}@${child.version}`;
      // A package deduplicated in many places is reported once, by its shortest chain.
      if (!found.has(key) || found.get(key)!.via.length > via.length)
        found.set(key, { name, version: child.version, via });
      walk(child, [...chain, name]);
    }
  };
  walk(tree, []);
  return [...found.values()];
}

/** The installed packages that an advisory affects. */
export function vulnerable(installed: readonly Installed[], advisories: readonly Advisory[]): Finding[] {
  return installed.flatMap((item) =>
    advisories
      .filter((advisory) => advisory.package === item.name)
      .filter((advisory) => semver.satisfies(item.version, advisory.affected, { includePrerelease: true }))
      .map((advisory) => ({ ...item, advisory })),
  );
}

/** The production dependency tree installed in `dir` (`npm ls --omit=dev --all --json`). */
const trees = new Map<string, LsNode>();
/** The production tree installed in `dir`, as `npm ls` reads it: read once per folder and process
 * (several tests ask for the CMS's; each read takes npm half a minute or more on this machine). */
export function productionTree(dir: string): LsNode {
  const known = trees.get(dir);
  if (known) return known;
  const result = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], {
    cwd: dir,
    encoding: 'utf8',
    // The whole tree's JSON (tens of MB where node_modules is shared by several checkouts).
    maxBuffer: 256 * 1024 * 1024,
  });
  // npm ls exits 1 for an extraneous or invalid peer somewhere in the tree, and still prints the tree.
  if (!result.stdout) throw new Error(`npm ls in ${dir} printed nothing: ${result.stderr}`);
  const tree = JSON.parse(result.stdout) as LsNode;
  trees.set(dir, tree);
  return tree;
}

export const describeFinding = ({ name, version, via, advisory }: Finding) =>
  `${name}@${version} (${via}) is affected by a ${advisory.severity} advisory (${advisory.affected}): ${advisory.summary}`;
