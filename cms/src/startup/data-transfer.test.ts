import { isDataTransfer } from './data-transfer';

describe('isDataTransfer', () => {
  const cli = (...args: string[]) => ['/usr/bin/node', '/srv/cms/scripts/strapi-built.cjs', ...args];

  it("is true for Strapi's data transfer commands, as npm run backup and restore start them", () => {
    expect(isDataTransfer(cli('export', '--file', '/tmp/x/export', '--no-encrypt'))).toBe(true);
    expect(isDataTransfer(cli('import', '--file', '/tmp/x/export.tar.gz', '--force'))).toBe(true);
    expect(isDataTransfer(cli('transfer', '--to', 'https://cms.example/admin'))).toBe(true);
  });

  it('is false for a CMS serving requests and for Strapi loaded in another program', () => {
    expect(isDataTransfer(cli('start'))).toBe(false);
    expect(isDataTransfer(cli('develop'))).toBe(false);
    expect(isDataTransfer(cli())).toBe(false);
    // A file argument named like a command is not the command.
    expect(isDataTransfer(['/usr/bin/node', 'jest', '--selectProjects', 'cms', 'import'])).toBe(false);
  });
});
