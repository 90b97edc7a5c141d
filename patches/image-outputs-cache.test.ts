/**
 * @jest-environment node
 */
/**
 * patches/gatsby-plugin-sharp+5.16.0.patch: the files an image job makes are kept by the input's
 * content and the operations' arguments, and a later job asking for the same (another input path,
 * another output folder, as after a build from a new CMS) gets them copied instead of encoded again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

interface Operation {
  outputPath: string;
  args: Record<string, unknown>;
}
type ImageProcessing = (job: {
  inputPaths: Array<{ path: string; contentDigest: string }>;
  outputDir: string;
  args: { operations: Operation[]; pluginOptions: Record<string, unknown> };
}) => Promise<void>;

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'image-outputs-'));
const sha1 = (file: string) => crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');

/** The plugin's worker as a build's worker process loads it, with the cache folder `cacheDir`. */
function worker(cacheDir: string): ImageProcessing {
  process.env.GATSBY_IMAGE_CACHE_DIR = cacheDir;
  let processing: ImageProcessing | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's untyped CommonJS worker
    processing = (require('gatsby-plugin-sharp/gatsby-worker') as { IMAGE_PROCESSING: ImageProcessing })
      .IMAGE_PROCESSING;
  });
  return processing!;
}

/** An image file named `name` in `dir` (its pixels vary with `shade`). */
async function image(dir: string, name: string, shade: number): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .png()
    .toFile(file);
  return file;
}

const job = (input: string, outputDir: string, width: number) => ({
  inputPaths: [{ path: input, contentDigest: sha1(input) }],
  outputDir,
  args: {
    operations: [
      { outputPath: `${path.parse(input).name}-${width}.webp`, args: { width, toFormat: 'webp' } },
      { outputPath: `${path.parse(input).name}-${width}.png`, args: { width, toFormat: 'png' } },
    ],
    pluginOptions: { defaultQuality: 50 },
  },
});

afterEach(() => {
  delete process.env.GATSBY_IMAGE_CACHE_DIR;
});

test('the same image asked for again, from another path into another folder, is copied from the kept files', async () => {
  const cacheDir = temp();
  const first = temp();
  const input = await image(first, 'hero_1a2b3c.png', 40);
  await worker(cacheDir)(job(input, path.join(first, 'static'), 32));
  const made = path.join(first, 'static', 'hero_1a2b3c-32.webp');
  expect((await sharp(made).metadata()).width).toBe(32);
  const [kept] = fs.readdirSync(cacheDir);
  expect(fs.readdirSync(path.join(cacheDir, kept)).sort()).toEqual(['0', '1']);

  // What the kept file says is what the next build gets: it is copied, not encoded again.
  fs.writeFileSync(path.join(cacheDir, kept, '0'), 'kept bytes');
  const second = temp();
  const sameImage = path.join(second, 'hero_9f8e7d.png');
  fs.copyFileSync(input, sameImage);
  await worker(cacheDir)(job(sameImage, path.join(second, 'static'), 32));
  expect(fs.readFileSync(path.join(second, 'static', 'hero_9f8e7d-32.webp'), 'utf8')).toBe('kept bytes');
  expect((await sharp(path.join(second, 'static', 'hero_9f8e7d-32.png')).metadata()).width).toBe(32);
});

test('another size or another image is encoded, and kept beside', async () => {
  const cacheDir = temp();
  const dir = temp();
  const input = await image(dir, 'a.png', 40);
  const other = await image(dir, 'b.png', 200);
  const processing = worker(cacheDir);
  await processing(job(input, path.join(dir, 'one'), 32));
  await processing(job(input, path.join(dir, 'two'), 16));
  await processing(job(other, path.join(dir, 'three'), 32));
  expect((await sharp(path.join(dir, 'two', 'a-16.webp')).metadata()).width).toBe(16);
  const { dominant } = await sharp(path.join(dir, 'three', 'b-32.png')).stats();
  expect(dominant.r).toBeGreaterThan(150);
  expect(fs.readdirSync(cacheDir)).toHaveLength(3);
});

test('with GATSBY_IMAGE_CACHE_DIR=off nothing is kept', async () => {
  const dir = temp();
  const input = await image(dir, 'a.png', 40);
  await worker('off')(job(input, path.join(dir, 'out'), 32));
  expect((await sharp(path.join(dir, 'out', 'a-32.webp')).metadata()).width).toBe(32);
  expect(fs.existsSync(path.join(__dirname, '..', 'node_modules', '.cache', 'off'))).toBe(false);
  expect(fs.existsSync(path.join(process.cwd(), 'off'))).toBe(false);
});
