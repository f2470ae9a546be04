import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CallDefinition } from '@topup/shared/contract';
import { buildApp } from '../../src/store/buildApp';
import { loadConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { closeTemplates, pgliteBackend } from './backends';
import { createFakeRepo, removeDirs, tempDir } from './fakeRepo';

export interface TestAppOptions {
  repoRoot: string;
  dataDir: string;
  /** Extra environment, e.g. REMOTE_ORIGINS or REMOTE_CATALOG_URL. */
  env?: NodeJS.ProcessEnv;
  database?: Database;
  calls?: readonly CallDefinition[];
  /** Silent unless a test wants to read the logs. */
  logger?: FastifyBaseLogger;
  /** The services' clock (code and token expiry). */
  now?: () => Date;
  /** Runs before ready(), for tests that mount calls of their own. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Tests sign in far more often from 127.0.0.1 than a person could, so their store's abuse limits
 * are out of reach; a test of the limits sets its own through `env`.
 */
const GENEROUS_RATE_LIMITS: NodeJS.ProcessEnv = {
  RATE_LIMIT_CODE_SEND_PER_IP: '100000/1h',
  RATE_LIMIT_CODE_SEND_PER_EMAIL: '100000/1h',
  RATE_LIMIT_SIGN_IN_PER_IP: '100000/1h',
  RATE_LIMIT_SIGN_IN_PER_EMAIL: '100000/1h',
  RATE_LIMIT_TOKEN_PER_IP: '100000/1h',
  RATE_LIMIT_PASSWORD_CHANGE_PER_USER: '100000/1h',
};

/** The real app on a fake repository and a private migrated PGlite clone, silent, not listening. */
export async function buildTestApp(options: TestAppOptions): Promise<TestApp> {
  const database = options.database ?? (await pgliteBackend.migrated());
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: options.dataDir, ...GENEROUS_RATE_LIMITS, ...options.env }), repoRoot: options.repoRoot };
  const app = await buildApp({ config, database, calls: options.calls, logger: options.logger, now: options.now });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface TestStore {
  app: FastifyInstance;
  repoRoot: string;
  dataDir: string;
}

/**
 * The usual set-up of a test file: jest hooks that build the store on a fresh fake repository and
 * data folder before its tests, and close and remove everything after them.
 */
export function storeForTests(options: Omit<TestAppOptions, 'repoRoot' | 'dataDir'> = {}): TestStore {
  const handle = {} as TestStore;
  let store: TestApp;
  beforeAll(async () => {
    handle.repoRoot = createFakeRepo();
    handle.dataDir = tempDir('topup-data-');
    store = await buildTestApp({ ...options, repoRoot: handle.repoRoot, dataDir: handle.dataDir });
    handle.app = store.app;
  });
  afterAll(async () => {
    await store.close();
    await closeTemplates();
    removeDirs(handle.repoRoot, handle.dataDir);
  });
  return handle;
}
