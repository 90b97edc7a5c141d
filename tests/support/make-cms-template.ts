/**
 * `npm test`'s `template` suite: one CMS seeds, on SQLite, the database that every other CMS of the
 * run's SQLite suites starts from (cms, cms-builds, browser, bench: scripts/test.mjs gives them
 * CMS_TEST_TEMPLATE), instead of a first start in each suite and stack. The folder is
 * CMS_TEST_TEMPLATE_DIR; the run removes it with its other temporary files.
 */
import fs from 'node:fs';
import { makeCmsTemplate } from './cms';

const dir = process.env.CMS_TEST_TEMPLATE_DIR;
if (!dir) throw new Error('CMS_TEST_TEMPLATE_DIR: the folder to seed the template in');
fs.mkdirSync(dir, { recursive: true });
makeCmsTemplate(dir).then(
  (template) => console.log(`Seeded the run's CMS template: ${template.database}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
