// Renders the drawn SVG sources in seed/images to the PNGs that the seed uploads (PNG so the site can
// process them with gatsby-plugin-image). The PNGs are committed; run this after editing an SVG:
//   node scripts/render-images.mjs
import { readdirSync } from 'node:fs';
import sharp from 'sharp';

const dir = new URL('../seed/images/', import.meta.url);
for (const name of readdirSync(dir).filter((file) => file.endsWith('.svg'))) {
  const source = new URL(name, dir).pathname;
  const target = source.replace(/\.svg$/, '.png');
  await sharp(source, { density: 144 })
    .resize({ width: name.startsWith('logo-mark') ? 256 : undefined })
    .png({ compressionLevel: 9 })
    .toFile(target);
  console.log(`rendered ${target}`);
}
