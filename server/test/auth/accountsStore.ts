import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { mailOutbox } from '../../src/db/schema';
import { seedDatabase } from '../../seed/seedDatabase';
import type { Database } from '../../src/db/database';
import type { TestBackend } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp, type TestApp } from '../support/testApp';

export const CLIENT_SECRET = 'topup-web-dev-secret';
export const BASIC = `Basic ${Buffer.from(`topup-web:${CLIENT_SECRET}`).toString('base64')}`;

/** A movable clock. */
export class Clock {
  time = Date.parse('2026-01-01T00:00:00Z');
  now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
}

export interface AccountsStore {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
}

export interface AccountsStoreOptions {
  /** Extra environment, read when the store is built (after earlier beforeAll hooks ran). */
  env?: () => NodeJS.ProcessEnv;
  /** Silent unless a test wants to read the logs. */
  logger?: FastifyBaseLogger;
}

/** The store on one backend, seeded, with a movable clock; fresh per test file and backend. */
export function accountsStoreForTests(backend: TestBackend, options: AccountsStoreOptions = {}): AccountsStore {
  const handle = { clock: new Clock() } as AccountsStore;
  let store: TestApp;
  let repoRoot: string;
  let dataDir: string;
  beforeAll(async () => {
    repoRoot = createFakeRepo({ hostBuilt: false, remotesBuilt: false });
    dataDir = tempDir('topup-data-');
    const database = await backend.migrated();
    await seedDatabase(database, { oauthClientSecret: CLIENT_SECRET, oauthRedirectPaths: ['/login'] }, handle.clock.now());
    store = await buildTestApp({ repoRoot, dataDir, database, now: handle.clock.now, env: options.env?.(), logger: options.logger });
    handle.app = store.app;
    handle.database = store.database;
  });
  afterAll(async () => {
    await store?.close();
    removeDirs(repoRoot, dataDir);
  });
  return handle;
}

/** The last code mailed to an address (from the outbox). */
export async function lastCode(store: AccountsStore, email: string): Promise<string> {
  const rows = await store.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
  const mail = rows.find((row) => row.to === email.toLowerCase());
  const match = /(\d{6})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1] as string;
}

export async function sendCode(store: AccountsStore, email: string, scene: string) {
  return store.app.inject({ method: 'GET', url: `/api/user/verification/code/sendVerificationCode?email=${encodeURIComponent(email)}&scene=${scene}` });
}

export async function tokenRequest(store: AccountsStore, form: Record<string, string>, authorization = BASIC) {
  return store.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Registers (or logs in) by code and exchanges the authorization code; returns the tokens. */
export async function signIn(store: AccountsStore, email: string, scene: 'register' | 'login' = 'register', extra: Record<string, string> = {}) {
  store.clock.advance(61_000);
  expect((await sendCode(store, email, scene)).json().code).toBe(1);
  const login = await store.app.inject({
    method: 'POST',
    url: '/api/user/login/code/loginRegister',
    payload: { email, code: await lastCode(store, email), ...extra },
  });
  const authCode = login.json().data.code as string;
  const tokens = await tokenRequest(store, { grant_type: 'authorization_code', code: authCode, redirect_uri: 'http://localhost:8080/login' });
  return { login: login.json().data as { code: string; isNewUser: boolean }, tokens: tokens.json().data as { access_token: string; refresh_token: string } };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
