/**
 * `pnpm bench`: the catalogue under load. Starts the store in this process on a temporary PGlite
 * (or, when DATABASE_URL is set, on a throwaway database created on that PostgreSQL server),
 * seeds the demo catalogue plus 10,000 products, loads four calls with autocannon and appends the
 * numbers to docs/benchmarks.md. Speed is measured here, never asserted by tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PRODUCT_SORTS } from '@topup/shared/contract';
import { buildApp } from '../src/app/buildApp';
import { loadConfig } from '../src/config/config';
import { repoRoot } from '../src/config/repoRoot';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { seedDatabase } from '../src/db/seed';
import { createThrowawayDatabase } from '../src/db/throwawayPostgres';
import { PRODUCTS as DEMO_PRODUCTS } from '../seed/catalog/products';
import { addBenchProducts } from './benchCatalog';
import { appendResults, type BenchRow } from './report';

const PRODUCTS = 10_000;
const CONNECTIONS = 10;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;

interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  /** A new request each time, so the load spreads over the catalogue like real traffic. */
  next: () => { path: string; body?: unknown };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function cases(productIds: readonly bigint[]): BenchCase[] {
  const keywords = ['геншин', 'pubg', 'алмазы', 'Brawl pass', 'звёзды 77', 'кристаллы сезонный', 'нет такого'];
  return [
    {
      name: 'GET product detail',
      method: 'GET',
      next: () => ({ path: `/api/display/v1/product/getProductById/${pick(productIds)}?locale=ru` }),
    },
    { name: 'GET page info', method: 'GET', next: () => ({ path: '/api/display/v1/page/info?locale=ru&pageKey=home' }) },
    {
      name: 'GET search',
      method: 'GET',
      next: () => ({ path: `/api/display/goodsGroup/v1/searchGoodsByQuery?locale=ru&pageSize=20&keyword=${encodeURIComponent(pick(keywords))}` }),
    },
    {
      name: 'POST goods page',
      method: 'POST',
      next: () => ({
        path: '/api/display/goodsGroup/v1/getGoodsPageByQuery',
        body: { locale: 'ru', pageNum: 1 + Math.floor(Math.random() * 50), pageSize: 20, sort: pick(PRODUCT_SORTS) },
      }),
    },
  ];
}

async function openBenchDatabase(): Promise<{ database: Database; removeDir?: string }> {
  const url = process.env.DATABASE_URL;
  if (url) return { database: await createThrowawayDatabase(url, 'topup_bench') };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-bench-'));
  return { database: await openPglite(path.join(dir, 'pglite')), removeDir: dir };
}

function load(origin: string, benchCase: BenchCase, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path: requestPath, body } = benchCase.next();
          return body === undefined
            ? { ...request, method: benchCase.method, path: requestPath }
            : { ...request, method: benchCase.method, path: requestPath, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
        },
      },
    ],
  });
}

/** One request of each case must succeed before its numbers mean anything. */
async function checkAnswers(origin: string, benchCase: BenchCase): Promise<void> {
  const { path: requestPath, body } = benchCase.next();
  const response = await fetch(`${origin}${requestPath}`, {
    method: benchCase.method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const envelope = (await response.json()) as { code: number; message: string };
  if (envelope.code !== 1) throw new Error(`${benchCase.name}: ${requestPath} answered code ${envelope.code} (${envelope.message})`);
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main(): Promise<void> {
  // Other work on the machine moves the numbers; the 1-minute load average at the start says how much.
  const loadAtStart = os.loadavg()[0]?.toFixed(1) ?? '?';
  const { database, removeDir } = await openBenchDatabase();
  try {
    await database.migrate();
    const seedStart = Date.now();
    await seedDatabase(database);
    const productIds = await addBenchProducts(database.db, PRODUCTS);
    process.stdout.write(`seeded the demo catalogue and ${PRODUCTS} products in ${((Date.now() - seedStart) / 1000).toFixed(1)} s\n`);
    const version = (await database.db.execute<{ version: string }>(sql`select version()`)).rows[0]?.version ?? '';

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-bench-data-'));
    const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir }) };
    const app = await buildApp({ config, database });
    await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const rows: BenchRow[] = [];
      for (const benchCase of cases(productIds)) {
        await checkAnswers(origin, benchCase);
        await load(origin, benchCase, WARM_UP_SECONDS);
        const rssBefore = process.memoryUsage().rss;
        const result = await load(origin, benchCase, SECONDS);
        const row: BenchRow = {
          name: benchCase.name,
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          failures: result.errors + result.timeouts + result.non2xx,
          rssBeforeMb: megabytes(rssBefore),
          rssAfterMb: megabytes(process.memoryUsage().rss),
        };
        rows.push(row);
        process.stdout.write(`${JSON.stringify(row)}\n`);
      }
      const file = path.join(repoRoot, 'docs', 'benchmarks.md');
      appendResults(file, {
        date: new Date().toISOString().slice(0, 10),
        machine: `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${megabytes(os.totalmem()) >> 10} GiB, Node ${process.version}, load ${loadAtStart}`,
        database: database.kind === 'pglite' ? version.replace(/ on wasm32.*/, '').replace(/^PostgreSQL ([\d.]+) \((.*)\)/, '$2 (PostgreSQL $1)') : version.replace(/ on .*/, ''),
        products: PRODUCTS + DEMO_PRODUCTS.length,
        rows,
      });
      process.stdout.write(`results appended to ${path.relative(repoRoot, file)}\n`);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await database.close();
    if (removeDir) fs.rmSync(removeDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
