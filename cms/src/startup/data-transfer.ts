/**
 * Whether this process is Strapi's data transfer (`strapi export`, `import` or `transfer`: `npm run
 * backup` and `npm run restore` run the first two, scripts/strapi-transfer.ts) rather than a CMS
 * serving requests. Strapi's CLI loads the whole app in the process it was started as, the command
 * its first argument; the app's bootstrap runs there too.
 *
 * Such a process moves the data that is there and adds none (no seed, no worker, no retention:
 * ../index.ts): the seed is for a CMS's first start, and in an import, which begins on an empty
 * database and then replaces all content with the archive's, seeding first would be work thrown away
 * (half of the import's start on PostgreSQL).
 */
const DATA_TRANSFER_COMMANDS: readonly string[] = ['export', 'import', 'transfer'];

export const isDataTransfer = (argv: readonly string[] = process.argv): boolean =>
  DATA_TRANSFER_COMMANDS.includes(argv[2] ?? '');
