/**
 * The API part of `pnpm bench`: the store in this process on a temporary PGlite (or, with
 * DATABASE_URL or TEST_DATABASE_URL, a throwaway database on that PostgreSQL server), the demo
 * catalogue plus 10,000 products, each catalogue call under autocannon at 100 connections beside
 * a bare Fastify route started here in the same run, printed as a ratio of its requests/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { PRODUCT_SORTS } from '@topup/shared/contract';
import { buildApp } from '../src/store/buildApp';
import { loadConfig } from '../src/config/config';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { seedDatabase } from '../seed/seedDatabase';
import { createThrowawayDatabase } from '../src/db/throwawayPostgres';
import { PRODUCTS as DEMO_PRODUCTS } from '../seed/catalog/products';
import { addBenchProducts } from './benchCatalog';
import { machineNow, today } from './machine';
import { appendSection, table } from './report';

const PRODUCTS = 10_000;
/** The part of the catalogue most visits go to (the rest is measured as its own case). */
const POPULAR_PRODUCTS = 200;
const CONNECTIONS = 100;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
/** What browsers send: the store's answers travel compressed, as they would to a visitor. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  /** A new request each time, so the load spreads over the catalogue like real traffic. */
  next: () => { path: string; body?: unknown };
  /**
   * Paths asked once before the warm-up: what a store that has been running has already answered.
   * Without it the first answer of each popular product fell inside the measured seconds on a slow day.
   */
  answeredBefore?: readonly string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function cases(productIds: readonly bigint[]): BenchCase[] {
  const keywords = ['геншин', 'pubg', 'алмазы', 'Brawl pass', 'звёзды 77', 'кристаллы сезонный', 'нет такого'];
  const popular = productIds.slice(0, POPULAR_PRODUCTS);
  const detailPath = (id: bigint) => `/api/display/v1/product/getProductById/${id}?locale=ru`;
  const detail = (ids: readonly bigint[]) => () => ({ path: detailPath(pick(ids)) });
  return [
    { name: `GET product detail (${POPULAR_PRODUCTS} popular products)`, method: 'GET', next: detail(popular), answeredBefore: popular.map(detailPath) },
    { name: `GET product detail (any of ${PRODUCTS})`, method: 'GET', next: detail(productIds) },
    { name: 'GET page info', method: 'GET', next: () => ({ path: '/api/display/v1/page/info?locale=ru&pageKey=home' }) },
    {
      name: 'POST goods list (pages 1-50, every sort)',
      method: 'POST',
      next: () => ({
        path: '/api/display/goodsGroup/v1/getGoodsPageByQuery',
        body: { locale: 'ru', pageNum: 1 + Math.floor(Math.random() * 50), pageSize: 20, sort: pick(PRODUCT_SORTS) },
      }),
    },
    {
      name: 'GET search',
      method: 'GET',
      next: () => ({ path: `/api/display/goodsGroup/v1/searchGoodsByQuery?locale=ru&pageSize=20&keyword=${encodeURIComponent(pick(keywords))}` }),
    },
  ];
}

async function openBenchDatabase(): Promise<{ database: Database; removeDir?: string }> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
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
          const base = { ...request, method: benchCase.method, path: requestPath };
          return body === undefined
            ? { ...base, headers: BROWSER_HEADERS }
            : { ...base, body: JSON.stringify(body), headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' } };
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
  const text = await response.text();
  process.stdout.write(`${benchCase.name}: ${requestPath} answers ${text.length} characters\n`);
  const envelope = JSON.parse(text) as { code: number; message: string };
  if (envelope.code !== 1) throw new Error(`${benchCase.name}: ${requestPath} answered code ${envelope.code} (${envelope.message})`);
}

/** A bare Fastify 5 route answering a constant envelope: the ceiling of this machine at this moment. */
async function startBareRoute(): Promise<{ origin: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 1, data: { id: '1' }, message: 'success' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { origin: originOf(bare.server.address()), close: () => bare.close() };
}

function originOf(address: ReturnType<import('node:net').Server['address']>): string {
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function measure(origin: string, benchCase: BenchCase): Promise<autocannon.Result> {
  for (const answered of benchCase.answeredBefore ?? []) await (await fetch(`${origin}${answered}`)).arrayBuffer();
  await load(origin, benchCase, WARM_UP_SECONDS);
  const result = await load(origin, benchCase, SECONDS);
  const failures = result.errors + result.timeouts + result.non2xx;
  process.stdout.write(`${benchCase.name}: ${Math.round(result.requests.average)} requests/s, p99 ${result.latency.p99} ms, ${failures} failed\n`);
  return result;
}

function databaseName(database: Database, version: string): string {
  return database.kind === 'pglite'
    ? version.replace(/ on wasm32.*/, '').replace(/^PostgreSQL ([\d.]+) \((.*)\)/, '$2 (PostgreSQL $1)')
    : version.replace(/ on .*/, '');
}

async function main(): Promise<void> {
  const machine = machineNow();
  const { database, removeDir } = await openBenchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-bench-data-'));
  try {
    await database.migrate();
    const seedStart = Date.now();
    await seedDatabase(database);
    const productIds = await addBenchProducts(database.db, PRODUCTS);
    process.stdout.write(`seeded the demo catalogue and ${PRODUCTS} products in ${((Date.now() - seedStart) / 1000).toFixed(1)} s\n`);
    const version = (await database.db.execute<{ version: string }>(sql`select version()`)).rows[0]?.version ?? '';

    // The store as it runs: logging at info (to /dev/null here, so the cost of the lines is
    // measured but not the terminal's).
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'info', DATA_DIR: dataDir });
    const logger = pino({ level: 'info' }, pino.destination('/dev/null'));
    const app = await buildApp({ config, database, logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const bare = await startBareRoute();
    try {
      const bareCase: BenchCase = { name: 'bare Fastify route', method: 'GET', next: () => ({ path: '/bare' }) };
      const rows: (string | number)[][] = [];
      for (const benchCase of cases(productIds)) {
        const origin = originOf(app.server.address());
        await checkAnswers(origin, benchCase);
        // The bare route right before each call: on a shared machine the ceiling moves by the minute.
        const bareResult = await measure(bare.origin, bareCase);
        const result = await measure(origin, benchCase);
        rows.push([
          benchCase.name,
          Math.round(result.requests.average),
          Math.round(bareResult.requests.average),
          `${Math.round((100 * result.requests.average) / bareResult.requests.average)}%`,
          result.latency.p50,
          result.latency.p99,
          bareResult.latency.p99,
          result.errors + result.timeouts + result.non2xx,
        ]);
      }
      const dbName = databaseName(database, version);
      appendSection(
        `API, ${today()}, ${dbName}`,
        `${machine}. ${PRODUCTS + DEMO_PRODUCTS.length} products; autocannon in the same process, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up (before it, each popular product asked once, as a running store has answered them), Accept-Encoding as a browser's; the store logs at info. The bare Fastify route (a constant envelope) is measured just before each call. Latency in ms.\n\n` +
          table(['Call', 'Requests/s', 'Bare route requests/s', 'Share of the bare route', 'p50', 'p99', 'Bare route p99', 'Failed'], rows),
      );
    } finally {
      await bare.close();
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (removeDir) fs.rmSync(removeDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
