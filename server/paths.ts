/** Where the server keeps things, relative to the repository root (the Gatsby site). */
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

/** Builds live in SITE_DIR/builds/<timestamp>; SITE_DIR/current is a symlink to the one served. */
export const SITE_DIR = path.resolve(ROOT, process.env.SITE_BUILDS_DIR || '.site');

/** The rebuild secret shared with the CMS webhook (REBUILD_SECRET in the environment wins). */
export const REBUILD_SECRET_FILE = path.resolve(ROOT, process.env.REBUILD_SECRET_FILE || '.secrets/rebuild-secret');
