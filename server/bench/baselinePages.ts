/**
 * The pages the web part reads Lighthouse's scores of the store against, served by the bench in
 * the same run: a bare static page (the machine's floor), and a copy of each measured page as the
 * store drew it, without its scripts (what laying out and painting that content costs on this
 * machine, so that what the store's code adds can be told from it).
 */
import http from 'node:http';
import type { Browser } from 'playwright-core';
import { CompressedAnswer, type FixedHeaders } from '../src/static/compressedAnswer';
import { freePort } from './store';

export interface BaselineServer {
  origin: string;
  stop(): Promise<void>;
}

/** The store sends its pages revalidated. */
const COPY_HEADERS: FixedHeaders = ['cache-control', 'no-cache'];

/** Lighthouse's mobile screen, so the copy is taken at the width Lighthouse lays it out at. */
const MOBILE_VIEWPORT = { width: 412, height: 823 };

async function listen(handler: http.RequestListener): Promise<BaselineServer> {
  const server = http.createServer(handler);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A heading and a paragraph, no script. */
export function startBarePage(): Promise<BaselineServer> {
  const page = '<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>TopUp</title></head><body><h1>Пополнение игр</h1><p>Голая страница: точка отсчёта для Lighthouse.</p></body></html>';
  return listen((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
}

/**
 * The document once the store has drawn it, without its script elements and without the hints of
 * what only scripts use (their files, the data they fetch). Style sheets the store links at the end
 * of the body move to the head, as a page drawn on the server would link them, so the copy does not
 * paint its content unstyled first. The store's own absolute URLs (a remote's style sheet) are made
 * relative, so they come through the copy's server like the rest.
 */
async function drawnWithoutScripts(browser: Browser, storeOrigin: string, path: string, drawn: string): Promise<string> {
  const page = await browser.newPage({ viewport: MOBILE_VIEWPORT });
  try {
    await page.goto(`${storeOrigin}${path}`, { timeout: 120_000 });
    await page.locator(drawn).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // Given as text: the server's TypeScript has no DOM types, and this runs in the page.
    await page.evaluate(`{
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"], link[as="script"], link[as="fetch"]')) element.remove();
      for (const sheet of document.body.querySelectorAll('link[rel="stylesheet"]')) document.head.append(sheet);
    }`);
    return (await page.content()).replaceAll(storeOrigin, '');
  } finally {
    await page.close();
  }
}

/**
 * Serves each path's scriptless copy, compressed as the browser accepts (the store's own
 * CompressedAnswer), and passes every other request to the store: styles, images and icons come
 * from the same origin, as the store sends them.
 */
export async function startScriptlessCopies(browser: Browser, storeOrigin: string, paths: readonly string[], drawn: string): Promise<BaselineServer> {
  const copies = new Map<string, CompressedAnswer>();
  for (const path of paths) copies.set(path, new CompressedAnswer(await drawnWithoutScripts(browser, storeOrigin, path, drawn), 'text/html; charset=utf-8'));
  const storeHost = new URL(storeOrigin).host;
  return listen((request, response) => {
    const copy = copies.get(request.url ?? '');
    if (copy) {
      copy.write(request, response, COPY_HEADERS);
      return;
    }
    const upstream = http.request(`${storeOrigin}${request.url ?? '/'}`, { method: request.method, headers: { ...request.headers, host: storeHost } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
}
