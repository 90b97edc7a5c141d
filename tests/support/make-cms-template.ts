/**
 * `npm test`'s `template` suite: one CMS seeds, on SQLite, the database that every other CMS of the
 * run's SQLite suites starts from (cms, cms-builds, browser, bench: scripts/test.mjs gives them
 * CMS_TEST_TEMPLATE), instead of a first start in each suite and stack. The folder is
 * CMS_TEST_TEMPLATE_DIR; the template's description (./cms.ts's CmsTemplate, as JSON) goes to
 * CMS_TEST_TEMPLATE_FILE, which npm test passes on. The run removes both with its other temporary files.
 */
import fs from 'node:fs';
import { makeCmsTemplate } from './cms';

const { CMS_TEST_TEMPLATE_DIR: dir, CMS_TEST_TEMPLATE_FILE: file } = process.env;
if (!dir || !file)
  throw new Error('CMS_TEST_TEMPLATE_DIR and CMS_TEST_TEMPLATE_FILE: where to seed it, where to describe it');
fs.mkdirSync(dir, { recursive: true });
makeCmsTemplate(dir).then(
  (template) => {
    fs.writeFileSync(file, JSON.stringify(template));
    console.log(`Seeded the run's CMS template: ${template.database}`);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
