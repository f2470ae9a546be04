/**
 * The API part of `pnpm bench`: the store in this process on a temporary PGlite (or, with
 * DATABASE_URL or TEST_DATABASE_URL, a throwaway database on that PostgreSQL server), the demo
 * catalogue plus 10,000 products, each catalogue call under autocannon at 100 connections beside
 * a bare Fastify route started here in the same run, printed as a ratio of its requests/s. The
 * load comes from autocannon in a process of its own, then from autocannon in this process (as
 * the sections before 2026-11-27 measured): sharing the event loop, the load generator takes CPU
 * from the server, which flatters the store's share of the bare route.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { runLoad, type LoadJob, type LoadRequest, type LoadResult } from './loadGenerator';
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
  /** Each request is one of these, picked at random, so the load spreads over the catalogue like real traffic. */
  requests: readonly LoadRequest[];
  /**
   * Paths asked once before the warm-up: what a store that has been running has already answered.
   * Without it the first answer of each popular product fell inside the measured seconds on a slow day.
   */
  answeredBefore?: readonly string[];
}

/** Where autocannon runs: in a process of its own, or sharing this one with the server. */
type Placement = 'own process' | 'same process';
const PLACEMENTS: readonly Placement[] = ['own process', 'same process'];

function cases(productIds: readonly bigint[]): BenchCase[] {
  const keywords = ['геншин', 'pubg', 'алмазы', 'Brawl pass', 'звёзды 77', 'кристаллы сезонный', 'нет такого'];
  const detailPath = (id: bigint) => `/api/display/v1/product/getProductById/${id}?locale=ru`;
  const popular = productIds.slice(0, POPULAR_PRODUCTS).map(detailPath);
  const pages = Array.from({ length: 50 }, (_, index) => index + 1);
  return [
    { name: `GET product detail (${POPULAR_PRODUCTS} popular products)`, method: 'GET', requests: popular.map((path) => ({ path })), answeredBefore: popular },
    { name: `GET product detail (any of ${PRODUCTS})`, method: 'GET', requests: productIds.map((id) => ({ path: detailPath(id) })) },
    { name: 'GET page info', method: 'GET', requests: [{ path: '/api/display/v1/page/info?locale=ru&pageKey=home' }] },
    {
      name: 'POST goods list (pages 1-50, every sort)',
      method: 'POST',
      requests: pages.flatMap((pageNum) =>
        PRODUCT_SORTS.map((sort) => ({ path: '/api/display/goodsGroup/v1/getGoodsPageByQuery', body: { locale: 'ru', pageNum, pageSize: 20, sort } })),
      ),
    },
    {
      name: 'GET search',
      method: 'GET',
      requests: keywords.map((keyword) => ({ path: `/api/display/goodsGroup/v1/searchGoodsByQuery?locale=ru&pageSize=20&keyword=${encodeURIComponent(keyword)}` })),
    },
  ];
}

async function openBenchDatabase(): Promise<{ database: Database; removeDir?: string }> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return { database: await createThrowawayDatabase(url, 'topup_bench') };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-bench-'));
  return { database: await openPglite(path.join(dir, 'pglite')), removeDir: dir };
}

function load(origin: string, benchCase: BenchCase, seconds: number, placement: Placement): Promise<LoadResult> {
  const job: LoadJob = { origin, method: benchCase.method, requests: benchCase.requests, connections: CONNECTIONS, seconds, headers: BROWSER_HEADERS };
  return placement === 'same process' ? runLoad(job) : loadFromOwnProcess(job);
}

/** The job run by loadGenerator.ts in a child process (through tsx, as this part runs). */
function loadFromOwnProcess(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'loadGenerator.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(output) as LoadResult);
      else reject(new Error(`the load generator exited with ${code}`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/** One request of each case must succeed before its numbers mean anything. */
async function checkAnswers(origin: string, benchCase: BenchCase): Promise<void> {
  const { path: requestPath, body } = benchCase.requests[0] as LoadRequest;
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

async function measure(origin: string, benchCase: BenchCase, placement: Placement): Promise<LoadResult> {
  for (const answered of benchCase.answeredBefore ?? []) await (await fetch(`${origin}${answered}`)).arrayBuffer();
  await load(origin, benchCase, WARM_UP_SECONDS, placement);
  const result = await load(origin, benchCase, SECONDS, placement);
  process.stdout.write(`${benchCase.name} (autocannon: ${placement}): ${Math.round(result.requestsPerSecond)} requests/s, p99 ${result.p99} ms, ${result.failed} failed\n`);
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
      const bareCase: BenchCase = { name: 'bare Fastify route', method: 'GET', requests: [{ path: '/bare' }] };
      const origin = originOf(app.server.address());
      const benchCases = cases(productIds);
      for (const benchCase of benchCases) await checkAnswers(origin, benchCase);
      const tables: string[] = [];
      for (const placement of PLACEMENTS) {
        const rows: (string | number)[][] = [];
        for (const benchCase of benchCases) {
          // The bare route right before each call: on a shared machine the ceiling moves by the minute.
          const bareResult = await measure(bare.origin, bareCase, placement);
          const result = await measure(origin, benchCase, placement);
          rows.push([
            benchCase.name,
            Math.round(result.requestsPerSecond),
            Math.round(bareResult.requestsPerSecond),
            `${Math.round((100 * result.requestsPerSecond) / bareResult.requestsPerSecond)}%`,
            result.p50,
            result.p99,
            bareResult.p99,
            result.failed,
          ]);
        }
        tables.push(
          `autocannon in ${placement === 'own process' ? 'a process of its own' : "the server's process"}:\n\n` +
            table(['Call', 'Requests/s', 'Bare route requests/s', 'Share of the bare route', 'p50', 'p99', 'Bare route p99', 'Failed'], rows),
        );
      }
      const dbName = databaseName(database, version);
      appendSection(
        `API, ${today()}, ${dbName}`,
        `${machine}. ${PRODUCTS + DEMO_PRODUCTS.length} products; ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up (before it, each popular product asked once, as a running store has answered them), Accept-Encoding as a browser's; the store logs at info. The bare Fastify route (a constant envelope) is measured just before each call. Latency in ms.\n\n` +
          tables.join('\n\n'),
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
