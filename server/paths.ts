/** Where the server keeps things, relative to the repository root (the Gatsby site). */
import path from 'node:path';
import { serverConfig } from './config';

export const ROOT = path.resolve(__dirname, '..');

/** Builds live in SITE_DIR/builds/<timestamp>; SITE_DIR/current is a symlink to the one served. */
export const SITE_DIR = path.resolve(ROOT, serverConfig.SITE_BUILDS_DIR);

/** The rebuild secret shared with the CMS webhook (REBUILD_SECRET in the environment wins). */
export const REBUILD_SECRET_FILE = path.resolve(ROOT, serverConfig.REBUILD_SECRET_FILE);

/** The draft preview's signing secret, shared with the CMS (PREVIEW_SECRET in the environment wins). */
export const PREVIEW_SECRET_FILE = path.resolve(ROOT, serverConfig.PREVIEW_SECRET_FILE);
