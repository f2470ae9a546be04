/**
 * Writes a WebP copy beside every SVG of server/seed/images, at the SVG's own size, drawn by
 * Chromium. The catalogue shows the WebP copies: a browser draws an SVG image on the page's main
 * thread (its own document, layout and paint), a WebP is decoded off it; the home page's 20
 * pictures made long tasks of it (docs/decisions.md, "The catalogue's pictures as WebP"). The SVGs
 * stay the masters, and the static first screen still carries its picture's SVG inline.
 *
 *   corepack pnpm --filter @topup/server seed:images
 *
 * Run it after changing an SVG, and commit the WebP files with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import chromiumSettings from '../../tooling/chromium.json';
import { svgSize } from './svgSize';

const IMAGES = path.join(__dirname, 'images');
const CHROMIUM = process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath;
/** Flat art with gradients: at 0.85 edges and text stay clean at about a tenth of a PNG's bytes. */
const WEBP_QUALITY = 0.85;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const masters = fs.readdirSync(IMAGES, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.svg'));
    for (const file of masters.map((name) => path.join(IMAGES, name))) {
      const svg = fs.readFileSync(file, 'utf8');
      const size = svgSize(svg, file);
      // The page draws the SVG on a canvas of its size and encodes that. Its code goes as text: the
      // server's TypeScript has no DOM types.
      const dataUrl = (await page.evaluate(
        `(async () => {
          const image = new Image();
          image.src = ${JSON.stringify(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)};
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = ${size.width};
          canvas.height = ${size.height};
          canvas.getContext('2d').drawImage(image, 0, 0, ${size.width}, ${size.height});
          return canvas.toDataURL('image/webp', ${WEBP_QUALITY});
        })()`,
      )) as string;
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: Chromium did not encode a WebP`);
      const target = file.replace(/\.svg$/, '.webp');
      fs.writeFileSync(target, Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64'));
      console.log(`${path.relative(IMAGES, target)}: ${fs.statSync(target).size} bytes`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
