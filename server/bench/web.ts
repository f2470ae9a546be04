/**
 * The web part of `pnpm bench`: the built store as a buyer's browser meets it, started from the
 * build (start.mjs) on a free port. In Debian's Chromium: the bytes of the first visit of four
 * pages; Lighthouse mobile (median of 3) on / and a product page; and, under real network and CPU
 * emulation, the time until the first product card and the buy button show.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import chromiumSettings from '../../tooling/chromium.json';
import { startBarePage, startScriptlessCopies } from './baselinePages';
import { machineNow, today } from './machine';
import { appendSection, table } from './report';
import { freePort, startStore } from './store';

/** Debian's Chromium, with the flags every browser of the project runs with (tooling/chromium.json, docs/decisions.md). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath;
const CHROMIUM_ARGS = chromiumSettings.args;
const PRODUCT_PAGE = '/detail/1011';
const DEMO = { email: 'demo@topup.test', password: 'Demo2026' };
const LIGHTHOUSE_RUNS = 3;
/** What every measured page shows once its remote has drawn it: a heading, or a product card on /. */
const PAGE_DRAWN = 'main h1, main h2, main a[href^="/detail/"]';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface VisitBytes {
  files: number;
  jsFiles: number;
  js: { raw: number; gzip: number; brotli: number; wire: number };
  all: { raw: number; gzip: number; brotli: number; wire: number };
  uncompressed: string[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Every answer of one first visit (empty cache), with what it weighs raw, compressed, and as sent. */
async function firstVisit(browser: Browser, url: string, storageState?: StorageState): Promise<VisitBytes> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const measured: Promise<{ url: string; js: boolean; raw: number; wire: number; encoding?: string; text: boolean } | undefined>[] = [];
  page.on('response', (response) => {
    measured.push(
      (async () => {
        if (response.status() >= 300 && response.status() < 400) return undefined;
        const body = await response.body().catch(() => undefined);
        if (!body) return undefined;
        const sizes = await response.request().sizes().catch(() => undefined);
        const type = response.headers()['content-type'] ?? '';
        return {
          url: response.url(),
          js: /javascript/.test(type),
          raw: body.length,
          wire: sizes?.responseBodySize ?? body.length,
          encoding: response.headers()['content-encoding'],
          text: /javascript|json|css|html|svg|text\//.test(type),
          body,
        } as const;
      })().then((entry) => {
        if (!entry) return undefined;
        const { body, ...rest } = entry;
        sums.push({ ...rest, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length });
        return rest;
      }),
    );
  });
  const sums: { url: string; js: boolean; raw: number; wire: number; gzip: number; brotli: number; encoding?: string; text: boolean }[] = [];
  await page.goto(url, { timeout: 120_000 });
  // Drawn first, then quiet: while the browser runs main.js nothing downloads, so the network can
  // look quiet before the route's remote is even asked for.
  await page.locator(PAGE_DRAWN).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await Promise.all(measured);
  await context.close();
  const add = (entries: typeof sums) => ({
    raw: entries.reduce((sum, entry) => sum + entry.raw, 0),
    gzip: entries.reduce((sum, entry) => sum + entry.gzip, 0),
    brotli: entries.reduce((sum, entry) => sum + entry.brotli, 0),
    wire: entries.reduce((sum, entry) => sum + entry.wire, 0),
  });
  const scripts = sums.filter((entry) => entry.js);
  return {
    files: sums.length,
    jsFiles: scripts.length,
    js: add(scripts),
    all: add(sums),
    uncompressed: sums.filter((entry) => entry.text && !entry.encoding && entry.raw >= 1024).map((entry) => new URL(entry.url).pathname),
  };
}

/** Signs the demo customer in and finds its confirmation page URL, as a buyer pressing "buy" would. */
async function signedIn(browser: Browser, origin: string): Promise<{ state: StorageState; confirmUrl: string }> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  // The demo customer holds an unread coupon: its pop-up covers the page until it is closed.
  await page.addLocatorHandler(page.getByTestId('coupon-popup-image'), async () => {
    await page.keyboard.press('Escape');
  });
  const login = await context.request.post('/api/user/login/v2/loginIn', { data: DEMO });
  const { data } = (await login.json()) as { data: { code: string } };
  await page.goto(`/login?code=${encodeURIComponent(data.code)}&fromPage=${encodeURIComponent(PRODUCT_PAGE)}`);
  await page.getByRole('button', { name: 'Купить', exact: true }).click({ timeout: 60_000 });
  await page.waitForURL(/\/ordre\/confirm\?/, { timeout: 60_000 });
  const confirmUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const state = await context.storageState();
  await context.close();
  return { state, confirmUrl };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Chromium may still be writing its profile just after it exits: a folder left in /tmp is not
 * worth losing the run's measurements over.
 */
function removeProfile(profile: string): void {
  try {
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    process.stderr.write(`bench: left Chromium's profile ${profile}: ${String(error)}\n`);
  }
}

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Lighthouse's own measure of the machine's speed: its simulated throttling scales the tasks it
   * saw, so on a slower day every blocking time grows with the same page.
   */
  benchmarkIndex: number;
}

/** One Lighthouse run in a fresh Chromium; undefined when Lighthouse could not measure the page. */
async function lighthouseOnce(url: string): Promise<LighthouseRun | undefined> {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-bench-lh-'));
  const browser = spawn(CHROMIUM, ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, 'about:blank'], { stdio: 'ignore' });
  try {
    await waitForDevTools(port);
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const run = {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    const measured = !lhr.runtimeError && [run.fcp, run.lcp, run.tbt, run.cls].every(Number.isFinite);
    process.stdout.write(`lighthouse ${url}: ${JSON.stringify(run)}${measured ? '' : ` not measured: ${lhr.runtimeError?.code ?? 'a metric is missing'}`}\n`);
    return measured ? run : undefined;
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill();
    await exited;
    removeProfile(profile);
  }
}

/**
 * The median of LIGHTHOUSE_RUNS measured runs. A run Lighthouse could not measure (no paint seen,
 * a protocol time-out) is run again rather than counted as zeros, up to two extra runs.
 */
async function lighthouseMedian(url: string): Promise<string[]> {
  const runs: LighthouseRun[] = [];
  for (let attempt = 0; attempt < LIGHTHOUSE_RUNS + 2 && runs.length < LIGHTHOUSE_RUNS; attempt += 1) {
    const run = await lighthouseOnce(url);
    if (run) runs.push(run);
  }
  if (runs.length < LIGHTHOUSE_RUNS) throw new Error(`Lighthouse measured ${url} only ${runs.length} times in ${LIGHTHOUSE_RUNS + 2} runs`);
  const pickMedian = (key: keyof (typeof runs)[number]) => median(runs.map((entry) => entry[key]));
  return [
    String(pickMedian('score')),
    `${(pickMedian('fcp') / 1000).toFixed(2)} s`,
    `${(pickMedian('lcp') / 1000).toFixed(2)} s`,
    `${Math.round(pickMedian('tbt'))} ms`,
    pickMedian('cls').toFixed(3),
    String(Math.round(pickMedian('benchmarkIndex'))),
  ];
}

async function waitForDevTools(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port');
}

interface Conditions {
  name: string;
  downloadMbit: number;
  uploadMbit: number;
  latencyMs: number;
  cpuSlowdown: number;
}

const CONDITIONS: Conditions[] = [
  { name: '1.6 Mbit/s, 150 ms, CPU 4x', downloadMbit: 1.6, uploadMbit: 0.75, latencyMs: 150, cpuSlowdown: 4 },
  { name: '9 Mbit/s, 40 ms, CPU 4x', downloadMbit: 9, uploadMbit: 1.5, latencyMs: 40, cpuSlowdown: 4 },
];
const MILESTONE_TIMEOUT_MS = 120_000;

/** Seconds from navigation until each milestone shows under real (DevTools) throttling, empty cache. */
async function throttledVisit(browser: Browser, url: string, conditions: Conditions, hasBuyButton: boolean): Promise<{ card: string; buy: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: (conditions.downloadMbit * 1e6) / 8,
    uploadThroughput: (conditions.uploadMbit * 1e6) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
  const started = Date.now();
  const seconds = async (locator: ReturnType<typeof page.locator>) => {
    try {
      await locator.first().waitFor({ state: 'visible', timeout: MILESTONE_TIMEOUT_MS - (Date.now() - started) });
      return `${((Date.now() - started) / 1000).toFixed(1)} s`;
    } catch {
      return `not in ${MILESTONE_TIMEOUT_MS / 1000} s`;
    }
  };
  void page.goto(url, { timeout: MILESTONE_TIMEOUT_MS }).catch(() => undefined);
  const card = await seconds(page.locator('a[href^="/detail/"], main h1'));
  const buy = hasBuyButton ? await seconds(page.getByRole('button', { name: 'Купить', exact: true })) : '–';
  await context.close();
  return { card, buy };
}

async function main(): Promise<void> {
  const machine = machineNow();
  const store = await startStore();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const { state, confirmUrl } = await signedIn(browser, store.origin);
    const pages: [string, string, StorageState | undefined][] = [
      ['/', '/', undefined],
      ['/detail/:id', PRODUCT_PAGE, undefined],
      ['/ordre/confirm (signed in)', confirmUrl, state],
      ['/my/order (signed in)', '/my/order', state],
    ];
    const bytesRows: (string | number)[][] = [];
    const uncompressed: string[] = [];
    for (const [name, url, storageState] of pages) {
      const visit = await firstVisit(browser, `${store.origin}${url}`, storageState);
      process.stdout.write(`${name}: ${JSON.stringify(visit)}\n`);
      uncompressed.push(...visit.uncompressed.map((file) => `${name}: ${file}`));
      bytesRows.push([
        name,
        `${visit.jsFiles} / ${visit.files}`,
        `${kB(visit.js.raw)} / ${kB(visit.js.gzip)} / ${kB(visit.js.brotli)}`,
        kB(visit.js.wire),
        `${kB(visit.all.raw)} / ${kB(visit.all.gzip)} / ${kB(visit.all.brotli)}`,
        kB(visit.all.wire),
      ]);
    }

    const lighthouseRows: string[][] = [];
    const barePage = await startBarePage();
    try {
      lighthouseRows.push(['a bare static page (baseline)', ...(await lighthouseMedian(`${barePage.origin}/`))]);
    } finally {
      await barePage.stop();
    }
    const lighthousePages = [['/', '/'], ['/detail/:id', PRODUCT_PAGE]] as const;
    const scriptless = await startScriptlessCopies(browser, store.origin, lighthousePages.map(([, url]) => url), PAGE_DRAWN);
    try {
      for (const [name, url] of lighthousePages) {
        lighthouseRows.push([`${name} as drawn, without its scripts (baseline)`, ...(await lighthouseMedian(`${scriptless.origin}${url}`))]);
        lighthouseRows.push([name, ...(await lighthouseMedian(`${store.origin}${url}`))]);
      }
    } finally {
      await scriptless.stop();
    }

    const throttledRows: string[][] = [];
    for (const conditions of CONDITIONS) {
      for (const [name, url] of [['/', '/'], ['/detail/:id', PRODUCT_PAGE]] as const) {
        const { card, buy } = await throttledVisit(browser, `${store.origin}${url}`, conditions, url !== '/');
        process.stdout.write(`${conditions.name} ${name}: card ${card}, buy ${buy}\n`);
        throttledRows.push([conditions.name, name, card, buy]);
      }
    }

    appendSection(
      `Web, ${today()}`,
      [
        `${machine}. The store built and started by start.mjs (PGlite, demo catalogue), Debian's Chromium ${browser.version()}, empty cache, ru.`,
        '',
        `First visit: files, and kB of JavaScript and of everything (raw / gzip -9 / brotli 11 of the decoded bodies; "sent": body bytes on the wire as the server encoded them). Text answers of 1 kB or more sent uncompressed: ${uncompressed.length === 0 ? 'none' : uncompressed.join(', ')}.`,
        '',
        table(['Page', 'JS files / files', 'JS kB raw / gzip / br', 'JS kB sent', 'All kB raw / gzip / br', 'All kB sent'], bytesRows),
        '',
        `Lighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs, beside two baselines served by the bench in the same run: a bare static page, and each page as the store drew it with its scripts taken out (the same document, styles and images, through the store; what its content alone costs to lay out and paint on this machine):`,
        '',
        table(['Page', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'Lighthouse benchmarkIndex'], lighthouseRows),
        '',
        'Real throttling (DevTools network and CPU emulation), seconds from navigation until the first product card (on /; the product heading on a product page) and the buy button are visible:',
        '',
        table(['Conditions', 'Page', 'First product card', 'Buy button'], throttledRows),
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await store.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
