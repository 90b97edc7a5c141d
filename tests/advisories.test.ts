/**
 * @jest-environment node
 *
 * No production dependency of the site or the CMS is installed at a release a known advisory
 * affects (tests/known-advisories.json; docs/security.md, "Dependencies").
 */
import path from 'node:path';
import semver from 'semver';
import advisories from './known-advisories.json';
import { describeFinding, installedPackages, productionTree, vulnerable, type Advisory } from './support/advisories';

const root = path.resolve(__dirname, '..');
const known = advisories as Advisory[];
/** Released apart from Strapi: its newest release is 5.52.3 (none for 5.53 or 5.54), and it depends
 * on no other @strapi/* package (docs/deployment.md, Uploads). */
const S3_PROVIDER = '@strapi/provider-upload-aws-s3';
const S3_NEWEST = '5.52.3';

describe('the known advisories', () => {
  const advisory: Advisory = {
    package: 'nodemailer',
    affected: '<9.1.1',
    severity: 'high',
    summary: 'test',
    found: '2026-12-01',
  };

  it('finds an affected release wherever it is installed, and names how it got there', () => {
    const tree = {
      dependencies: {
        '@strapi/provider-email-nodemailer': { version: '5.54.0', dependencies: { nodemailer: { version: '9.0.1' } } },
        nodemailer: { version: '9.1.1' },
      },
    };
    const findings = vulnerable(installedPackages(tree), [advisory]);
    expect(findings.map(({ version, via }) => ({ version, via }))).toEqual([
      { version: '9.0.1', via: '@strapi/provider-email-nodemailer > nodemailer' },
    ]);
    expect(describeFinding(findings[0])).toContain('nodemailer@9.0.1 (@strapi/provider-email-nodemailer > nodemailer)');
  });

  it('passes fixed releases, newer major versions and other packages', () => {
    const tree = {
      dependencies: {
        nodemailer: { version: '10.6.0' },
        mailer: { version: '1.0.0', dependencies: { nodemailer: { version: '9.1.1' } } },
        other: { version: '1.0.0' },
      },
    };
    expect(vulnerable(installedPackages(tree), [advisory])).toEqual([]);
  });

  it('counts a pre-release of an affected version as affected', () => {
    const tree = { dependencies: { nodemailer: { version: '9.1.1-beta.1' } } };
    expect(vulnerable(installedPackages(tree), [advisory])).toHaveLength(1);
  });

  it('has well-formed entries', () => {
    for (const entry of known) {
      expect(semver.validRange(entry.affected)).not.toBeNull();
      expect(entry.package).toMatch(/^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/);
      expect(entry.found).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each([
    ['the site', root],
    ['the CMS', path.join(root, 'cms')],
  ])('affect no production dependency installed in %s', (_label, dir) => {
    const installed = installedPackages(productionTree(dir));
    // The tree was read (a broken `npm ls` must not pass as "nothing vulnerable").
    expect(installed.length).toBeGreaterThan(100);
    expect(vulnerable(installed, known).map(describeFinding)).toEqual([]);
  });

  it("puts every package of Strapi's own release in the CMS on @strapi/strapi's version, but the S3 provider", () => {
    const installed = installedPackages(productionTree(path.join(root, 'cms')));
    const strapi = installed.find(({ name, via }) => name === '@strapi/strapi' && via === '@strapi/strapi');
    expect(strapi).toBeDefined();
    // Strapi's own packages share its major version; the design system, icons and UI primitives
    // are released apart, on versions of their own.
    const misaligned = installed
      .filter(
        ({ name, version }) => name.startsWith('@strapi/') && semver.major(version) === semver.major(strapi!.version),
      )
      .filter(({ name, version }) => version !== strapi!.version && !(name === S3_PROVIDER && version === S3_NEWEST))
      .map(({ name, version, via }) => `${name}@${version} (${via})`);
    expect(misaligned).toEqual([]);
  });
});
