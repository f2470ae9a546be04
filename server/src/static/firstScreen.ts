import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { smallMediaDataUrl } from './catalogMedia';
import type { FirstScreenContent } from './firstAnswers';
import { escapeHtml } from './html';

/** The element the client removes once the page is drawn (shared/src/ui/firstScreen.ts). */
const FIRST_SCREEN_ID = 'first-screen';

/** firstScreen.css without its comments, for a <style> in the page's head. */
export const FIRST_SCREEN_STYLE = fs.readFileSync(path.join(__dirname, 'firstScreen.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim();

/** The style's source for the security policy's style-src (inline styles are otherwise refused). */
export const FIRST_SCREEN_STYLE_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_STYLE).digest('base64')}'`;

/**
 * A static picture of the page's first screen, painted before any script: the header bar with the
 * brand, then the product's photo and name or the first banner with its title, where the page
 * draws them (firstScreen.css). It is aria-hidden and holds no links or buttons, so
 * nothing can be found or pressed in it; the real page replaces it before its first paint, and
 * a failure message takes it away too. Its photo is the size the page shows, so the page's own
 * copy of it is no later "largest paint"; a small SVG comes inside the page (no request to wait
 * for, the preload brings the page's copy).
 */
export function renderFirstScreen(content: FirstScreenContent, brandHtml: string): string {
  const { image, title, kind } = content;
  const picture = `<img class="first-screen-${kind}-image" src="${escapeHtml(smallMediaDataUrl(image.url) ?? image.url)}" width="${image.width}" height="${image.height}" alt="" fetchpriority="high">`;
  const body =
    kind === 'product'
      ? `<div class="first-screen-product">${picture}<div class="first-screen-product-name">${escapeHtml(title)}</div></div>`
      : `<div class="first-screen-banner">${picture}<div class="first-screen-banner-title">${escapeHtml(title)}</div></div>`;
  return (
    `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true">` +
    `<div class="first-screen-bar"><span class="first-screen-brand">${brandHtml}</span></div>` +
    `<div class="first-screen-page">${body}</div></div>`
  );
}
