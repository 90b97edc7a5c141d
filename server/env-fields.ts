/**
 * The site's processes' variables: the kinds every process of the product shares (a port, an address,
 * a whole number, a secret: the contracts' env kit, ../cms/src/contracts/env-kit.ts), and the fields
 * both the site server's schema (./config.ts) and the build's (site-build/build-config.ts) read.
 */
// Relative, not @contracts/: gatsby-node reaches this file (site-build/build-config.ts), and Gatsby's
// compile of it does not read tsconfig's paths.
import { port } from '../cms/src/contracts/env-kit';

export {
  ConfigError,
  boolean,
  defaultOf,
  httpUrl,
  loadOrExit,
  parseEnv,
  port,
  secret,
  text,
  textWithDefault,
  wholeNumber,
  z,
} from '../cms/src/contracts/env-kit';

/** The variables both the server's and the build's schemas read, with their one default. */
export const sharedFields = {
  PORT: port("the served site's port (and SITE_URL's default)", 9000),
  CMS_PORT: port("the CMS's port (and CMS_URL's default)", 1337),
};
