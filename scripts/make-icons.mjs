// Draws the web app's install icons (apps/web/public/icons/*.png, named in manifest.webmanifest and index.html)
// from apps/web/public/favicon.svg, in Debian's Chromium. Run it again after the favicon changes and commit
// the PNGs: `node scripts/make-icons.mjs`. The build does not run it, so no build needs a browser.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/process.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from './lib/system.mjs';

const PUBLIC = path.join(ROOT, 'apps/web/public');
const OUT = path.join(PUBLIC, 'icons');
const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');

/**
 * `any` icons keep the favicon's rounded corners on a transparent ground. A maskable icon is cut to any shape
 * by the launcher (a circle, a squircle), so it is drawn edge to edge: the favicon's square without its rounding,
 * whose white mark (the middle half) stays inside the 80 % safe zone. iOS rounds its icons itself and shows
 * transparency as black, so the Apple touch icon is the edge-to-edge one too.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

const drawn = (/** @type {boolean} */ fullBleed) =>
  fullBleed ? favicon.replace(/\s*rx="[^"]*"/, '') : favicon;

mkdirSync(OUT, { recursive: true });
if (!(await ensureChromium())) process.exit(1);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = drawn(icon.fullBleed).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(`apps/web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
