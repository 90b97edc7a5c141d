/**
 * Where uploaded media live (README, "Deployment"). Without S3_BUCKET, Strapi's local provider keeps
 * them under CMS_PUBLIC_DIR/uploads and the CMS serves them, as always. With S3_BUCKET set, they go to
 * an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2...) through
 * @strapi/provider-upload-aws-s3, so that every CMS instance sees every editor's upload.
 *
 * config/plugins.ts configures the provider from this, config/middlewares.ts lets the admin panel
 * show images from the bucket (its CSP). A wrong or incomplete setting stops the CMS at start with a
 * message naming it: uploads that silently land on one instance's disk are found out much later.
 */

/** Strapi's `env()` and a plain lookup both fit. */
type Lookup = (name: string) => string | undefined;

/** Every setting of the bucket. S3_BUCKET switches the bucket on; the others need it. */
export const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_ROOT_PATH',
  'S3_ACL',
  'S3_CHECKSUMS',
  'S3_CACHE_CONTROL',
] as const;

export type S3Setting = (typeof S3_SETTINGS)[number];

/** What each setting is for: the configuration schemas of the CMS and of the site server (which reads
 * the public address's settings for the preview's CSP) describe them with these, so the words live once. */
export const S3_SETTING_PURPOSES: Readonly<Record<S3Setting, string>> = {
  S3_BUCKET: 'uploaded media in this S3 bucket instead of CMS_PUBLIC_DIR',
  S3_REGION: "the bucket's region",
  S3_ENDPOINT: "an S3-compatible store's API address",
  S3_FORCE_PATH_STYLE: '`true` for path-style requests',
  S3_ACCESS_KEY_ID: "the bucket's access key",
  S3_SECRET_ACCESS_KEY: "the bucket's secret key",
  S3_PUBLIC_URL: 'where browsers read the uploaded files',
  S3_ROOT_PATH: 'a folder (key prefix) in the bucket',
  S3_ACL: '`public-read`, `private` or `none`',
  S3_CHECKSUMS: '`when_required` or `when_supported`',
  S3_CACHE_CONTROL: 'a Cache-Control stored with each file',
};

/** `none` sends no ACL header: buckets with ACLs disabled (AWS's default since 2023, R2) refuse one. */
const ACLS = ['public-read', 'private', 'none'] as const;
const CHECKSUMS = ['when_required', 'when_supported'] as const;

export class UploadSettingsError extends Error {
  /** The problem alone, for a caller that words the line itself (the configuration loaders). */
  readonly reason: string;

  constructor(reason: string) {
    super(`Upload storage: ${reason}`);
    this.name = 'UploadSettingsError';
    this.reason = reason;
  }
}

export interface S3Uploads {
  /** The `upload` plugin's config: provider, providerOptions, actionOptions. */
  config: {
    provider: 'aws-s3';
    providerOptions: {
      baseUrl?: string;
      rootPath?: string;
      s3Options: Record<string, unknown> & { params: { Bucket: string; ACL?: string | null } };
    };
    actionOptions: Record<string, Record<string, unknown>>;
  };
  /** The origin browsers load the files from (the admin's CSP must allow it). */
  publicOrigin: string;
}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UploadSettingsError(`${name} must be an http(s) URL, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UploadSettingsError(`${name} must be an http(s) URL, not "${value}".`);
  return url;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const lower = value.toLowerCase() as T;
  if (!allowed.includes(lower))
    throw new UploadSettingsError(`${name} must be one of ${allowed.join(', ')}, not "${value}".`);
  return lower;
}

function bool(name: string, value: string | undefined): boolean {
  if (value === undefined) return false;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new UploadSettingsError(`${name} must be true or false, not "${value}".`);
}

/** The bucket's settings, or undefined when uploads stay on local disk (no S3_* setting at all). */
export function s3Uploads(env: Lookup): S3Uploads | undefined {
  const get = (name: S3Setting) => {
    const value = env(name)?.trim();
    return value ? value : undefined;
  };
  const bucket = get('S3_BUCKET');
  if (!bucket) {
    const stray = S3_SETTINGS.find((name) => get(name) !== undefined);
    if (stray)
      throw new UploadSettingsError(
        `${stray} is set but S3_BUCKET is not. Set S3_BUCKET to keep uploads in that bucket, or unset ${stray} to keep them on this machine's disk.`,
      );
    return undefined;
  }
  if (/[/:\s]/.test(bucket))
    throw new UploadSettingsError(`S3_BUCKET is the bucket's name (e.g. meridian-media), not "${bucket}".`);

  const region = get('S3_REGION');
  if (!region)
    throw new UploadSettingsError(
      'S3_BUCKET is set but S3_REGION is not: set the bucket region (e.g. eu-west-1; us-east-1 for MinIO, auto for Cloudflare R2).',
    );

  const endpoint = get('S3_ENDPOINT');
  const endpointUrl = endpoint ? httpUrl('S3_ENDPOINT', endpoint) : undefined;
  const forcePathStyle = bool('S3_FORCE_PATH_STYLE', get('S3_FORCE_PATH_STYLE'));

  const accessKeyId = get('S3_ACCESS_KEY_ID');
  const secretAccessKey = get('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new UploadSettingsError(
      accessKeyId
        ? 'S3_ACCESS_KEY_ID is set but S3_SECRET_ACCESS_KEY is not: set both, or neither to use the AWS SDK default credentials (AWS_* variables, an instance role).'
        : 'S3_SECRET_ACCESS_KEY is set but S3_ACCESS_KEY_ID is not: set both, or neither to use the AWS SDK default credentials (AWS_* variables, an instance role).',
    );

  const publicUrl = get('S3_PUBLIC_URL');
  const publicUrlParsed = publicUrl ? httpUrl('S3_PUBLIC_URL', publicUrl) : undefined;

  const acl = oneOf('S3_ACL', get('S3_ACL') ?? 'public-read', ACLS);
  // A private bucket's files are served through URLs Strapi signs with the bucket's own address; the
  // provider never signs a URL under baseUrl, so the CMS would hand out links that cannot be read.
  if (acl === 'private' && publicUrl)
    throw new UploadSettingsError(
      'S3_ACL=private and S3_PUBLIC_URL cannot go together: a private bucket is read through signed URLs on its own address. Unset S3_PUBLIC_URL, or make the objects public-read.',
    );

  // Since @aws-sdk/client-s3 3.729 (January 2025; the provider brings 3.1023) the SDK adds a CRC32
  // checksum to every PutObject/UploadPart by default ("WHEN_SUPPORTED": x-amz-checksum-crc32 and
  // x-amz-sdk-checksum-algorithm headers; for a streamed body, aws-chunked encoding with the checksum
  // as a trailer). Several S3-compatible stores refuse those requests (Cloudflare R2 answered
  // 501 NotImplemented for x-amz-checksum-crc32, Backblaze B2 "Unsupported header", older MinIO and
  // other gateways a signature mismatch) or keep the chunk framing in the object. "WHEN_REQUIRED"
  // only adds one where the S3 API demands it, as before, and validates responses only on request.
  // Default: WHEN_REQUIRED with a custom endpoint (not AWS), the SDK's own default on AWS itself.
  const checksums = oneOf(
    'S3_CHECKSUMS',
    get('S3_CHECKSUMS') ?? (endpoint ? 'when_required' : 'when_supported'),
    CHECKSUMS,
  );
  const checksumSetting = checksums === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';

  const rootPath = get('S3_ROOT_PATH')?.replace(/^\/+|\/+$/g, '');
  const cacheControl = get('S3_CACHE_CONTROL');
  const writeOptions = cacheControl ? { CacheControl: cacheControl } : {};

  const publicOrigin = publicUrlParsed
    ? publicUrlParsed.origin
    : endpointUrl
      ? forcePathStyle
        ? endpointUrl.origin
        : `${endpointUrl.protocol}//${bucket}.${endpointUrl.host}`
      : `https://${bucket}.s3.${region}.amazonaws.com`;

  return {
    config: {
      provider: 'aws-s3',
      providerOptions: {
        // The files' URLs: under S3_PUBLIC_URL (a CDN or the bucket's public address) when set,
        // otherwise the address S3 gives for each object.
        ...(publicUrl ? { baseUrl: publicUrl.replace(/\/+$/, '') } : {}),
        ...(rootPath ? { rootPath } : {}),
        s3Options: {
          region,
          ...(endpointUrl ? { endpoint: endpointUrl.href.replace(/\/+$/, '') } : {}),
          forcePathStyle,
          ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
          requestChecksumCalculation: checksumSetting,
          responseChecksumValidation: checksumSetting,
          // ACL null (not absent: the provider would default to public-read) sends no ACL header.
          params: { Bucket: bucket, ACL: acl === 'none' ? null : acl },
        },
      },
      actionOptions: {
        upload: writeOptions,
        uploadStream: writeOptions,
        replace: writeOptions,
        replaceStream: writeOptions,
        delete: {},
      },
    },
    publicOrigin,
  };
}
