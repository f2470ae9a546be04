import type { FastifyInstance } from 'fastify';
import { pathPlaceholders, type CallDefinition, type CallResponse } from '@topup/shared/contract';
import { clientPath } from '../../src/app/registerCall';
import type { Database } from '../../src/db/database';
import { seedCatalog } from '../../seed/catalog/seedCatalog';
import type { TestBackend } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp, type TestApp } from '../support/testApp';

/** The moment the test catalogue is seeded and the store's clock stands at. */
export const SEEDED_AT = new Date('2026-01-20T12:00:00Z');

export interface CatalogStore {
  app: FastifyInstance;
  database: Database;
}

/** The store on one backend with the demo catalogue, fresh per test file and backend. */
export function catalogStoreForTests(backend: TestBackend): CatalogStore {
  const handle = {} as CatalogStore;
  let store: TestApp;
  let repoRoot: string;
  let dataDir: string;
  beforeAll(async () => {
    repoRoot = createFakeRepo({ hostBuilt: false, remotesBuilt: false });
    dataDir = tempDir('topup-data-');
    const database = await backend.migrated();
    await seedCatalog(database.db, SEEDED_AT);
    store = await buildTestApp({ repoRoot, dataDir, database, now: () => SEEDED_AT });
    handle.app = store.app;
    handle.database = store.database;
  });
  afterAll(async () => {
    await store?.close();
    removeDirs(repoRoot, dataDir);
  });
  return handle;
}

/**
 * Makes a call of the contract as a client would: placeholders in the path, the rest as query
 * (GET) or JSON body. The payload is loose on purpose, so tests can send what a client must not.
 */
export function send(store: CatalogStore, call: CallDefinition, payload: Record<string, unknown> = {}) {
  let path: string = call.path;
  const rest = { ...payload };
  for (const key of pathPlaceholders(call.path)) {
    path = path.replace(`{${key}}`, encodeURIComponent(String(rest[key])));
    delete rest[key];
  }
  const url = clientPath(path);
  if (call.method !== 'GET') return store.app.inject({ method: call.method, url, payload: rest });
  const query = new URLSearchParams(Object.entries(rest).map(([key, value]): [string, string] => [key, String(value)]));
  return store.app.inject({ method: 'GET', url: query.size > 0 ? `${url}?${query}` : url });
}

/** The data of a successful answer, checked against the call's response schema. */
export async function answer<C extends CallDefinition>(store: CatalogStore, call: C, payload: Record<string, unknown> = {}): Promise<CallResponse<C>> {
  const response = await send(store, call, payload);
  const body = response.json() as { code: number; data: unknown; message: string };
  expect({ status: response.statusCode, code: body.code, message: body.message }).toEqual({ status: 200, code: 1, message: 'success' });
  return call.response.parse(body.data) as CallResponse<C>;
}

/** The code a refused call answers with (12 no data, 11 parameter error). */
export async function refusal(store: CatalogStore, call: CallDefinition, payload: Record<string, unknown> = {}): Promise<number> {
  const body = (await send(store, call, payload)).json() as { code: number; data: unknown };
  expect(body.data).toBeNull();
  return body.code;
}
