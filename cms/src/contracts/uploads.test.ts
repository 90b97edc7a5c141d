/**
 * The S3 settings (uploads.ts): what the upload provider and the admin's CSP get from them, and the
 * incomplete or contradictory settings that stop the CMS at start. The CMS with a real bucket is
 * tested in cms/tests/uploads-s3.test.ts.
 */
import { s3Uploads } from './uploads';

const from = (vars: Record<string, string>) => s3Uploads((name) => vars[name]);

/** The settings of a store that is configured. */
function configured(vars: Record<string, string>) {
  const s3 = from(vars);
  if (!s3) throw new Error('S3 uploads are not configured');
  return s3;
}

const MINIO = {
  S3_BUCKET: 'meridian-media',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: 'http://minio.internal:9000/',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

it('leaves uploads on local disk when no S3 setting is given (empty ones count as unset)', () => {
  expect(from({})).toBeUndefined();
  expect(from({ S3_BUCKET: '', S3_REGION: '  ' })).toBeUndefined();
});

it('configures the provider for an S3-compatible store', () => {
  const s3 = configured({ ...MINIO, S3_ROOT_PATH: '/media/', S3_PUBLIC_URL: 'https://cdn.example.com/files/' });
  expect(s3.config).toEqual({
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: 'https://cdn.example.com/files',
      rootPath: 'media',
      s3Options: {
        region: 'us-east-1',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        // A custom endpoint: checksums only where the S3 API demands them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        params: { Bucket: 'meridian-media', ACL: 'public-read' },
      },
    },
    actionOptions: { upload: {}, uploadStream: {}, replace: {}, replaceStream: {}, delete: {} },
  });
  expect(s3.publicOrigin).toBe('https://cdn.example.com');
});

it('on AWS keeps the SDK defaults: its checksums, its credential chain, the bucket’s own address', () => {
  const s3 = configured({ S3_BUCKET: 'meridian-media', S3_REGION: 'eu-west-1' });
  expect(s3.config.providerOptions).toEqual({
    s3Options: {
      region: 'eu-west-1',
      forcePathStyle: false,
      requestChecksumCalculation: 'WHEN_SUPPORTED',
      responseChecksumValidation: 'WHEN_SUPPORTED',
      params: { Bucket: 'meridian-media', ACL: 'public-read' },
    },
  });
  expect(s3.publicOrigin).toBe('https://meridian-media.s3.eu-west-1.amazonaws.com');
});

it('tells the admin’s CSP where the files are served from', () => {
  expect(configured(MINIO).publicOrigin).toBe('http://minio.internal:9000');
  expect(configured({ ...MINIO, S3_FORCE_PATH_STYLE: 'false' }).publicOrigin).toBe(
    'http://meridian-media.minio.internal:9000',
  );
});

it('sends no ACL with S3_ACL=none, and Cache-Control with every write when asked', () => {
  const s3 = configured({ ...MINIO, S3_ACL: 'none', S3_CACHE_CONTROL: 'public, max-age=86400' });
  const { params } = s3.config.providerOptions.s3Options;
  // Present and null: the provider only adds its default ACL when the key is absent.
  expect('ACL' in params && params.ACL === null).toBe(true);
  const write = { CacheControl: 'public, max-age=86400' };
  expect(s3.config.actionOptions).toEqual({
    upload: write,
    uploadStream: write,
    replace: write,
    replaceStream: write,
    delete: {},
  });
  expect(configured({ ...MINIO, S3_CHECKSUMS: 'WHEN_SUPPORTED' }).config.providerOptions.s3Options).toMatchObject({
    requestChecksumCalculation: 'WHEN_SUPPORTED',
  });
});

it.each([
  [{ S3_REGION: 'eu-west-1' }, /S3_REGION is set but S3_BUCKET is not/],
  [{ S3_PUBLIC_URL: 'https://cdn.example.com' }, /S3_PUBLIC_URL is set but S3_BUCKET is not/],
  [{ S3_BUCKET: 'meridian-media' }, /S3_BUCKET is set but S3_REGION is not/],
  [{ ...MINIO, S3_BUCKET: 'https://minio.internal/meridian-media' }, /S3_BUCKET is the bucket's name/],
  [{ ...MINIO, S3_ENDPOINT: 'minio.internal:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
  [{ ...MINIO, S3_PUBLIC_URL: 'cdn.example.com' }, /S3_PUBLIC_URL must be an http\(s\) URL/],
  [{ ...MINIO, S3_FORCE_PATH_STYLE: 'ture' }, /S3_FORCE_PATH_STYLE must be true or false/],
  [{ ...MINIO, S3_SECRET_ACCESS_KEY: '' }, /S3_ACCESS_KEY_ID is set but S3_SECRET_ACCESS_KEY is not/],
  [{ ...MINIO, S3_ACCESS_KEY_ID: '' }, /S3_SECRET_ACCESS_KEY is set but S3_ACCESS_KEY_ID is not/],
  [{ ...MINIO, S3_ACL: 'public' }, /S3_ACL must be one of public-read, private, none/],
  [{ ...MINIO, S3_ACL: 'private', S3_PUBLIC_URL: 'https://cdn.example.com' }, /S3_ACL=private and S3_PUBLIC_URL/],
  [{ ...MINIO, S3_CHECKSUMS: 'never' }, /S3_CHECKSUMS must be one of when_required, when_supported/],
])('refuses %j, naming the setting', (vars, message) => {
  expect(() => from(vars)).toThrow(message);
  expect(() => from(vars)).toThrow(/^Upload storage: /);
});
