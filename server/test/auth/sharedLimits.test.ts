import { seedDatabase } from '../../seed/seedDatabase';
import type { Database } from '../../src/db/database';
import { closeTemplates, pgliteBackend, testBackends } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp, type TestApp } from '../support/testApp';
import { CLIENT_SECRET } from './accountsStore';

afterAll(closeTemplates);

const LIMITS = {
  RATE_LIMIT_SIGN_IN_PER_IP: '4/1h',
  RATE_LIMIT_SIGN_IN_PER_EMAIL: '100/1h',
  RATE_LIMIT_CODE_SEND_PER_IP: '3/1h',
  RATE_LIMIT_TOKEN_PER_IP: '100/1h',
};

// Several processes need a server they share: PostgreSQL only.
const postgres = testBackends().filter((backend) => backend.kind === 'postgres');
const onPostgres = postgres.length > 0 ? describe.each(postgres) : describe.skip.each([pgliteBackend]);

onPostgres('abuse limits of two API processes on one $kind', (backend) => {
  let database: Database;
  const apps: TestApp[] = [];
  let repoRoot: string;
  let dataDir: string;

  beforeAll(async () => {
    repoRoot = createFakeRepo({ hostBuilt: false, remotesBuilt: false });
    dataDir = tempDir('topup-shared-limits-');
    database = await backend.migrated();
    await seedDatabase(database, { oauthClientSecret: CLIENT_SECRET, oauthRedirectPaths: ['/login'] }, new Date());
    // Two stores on the same database, as two processes behind one load balancer.
    for (let i = 0; i < 2; i += 1) apps.push(await buildTestApp({ repoRoot, dataDir, database, env: LIMITS }));
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.app.close();
    await database.close();
    removeDirs(repoRoot, dataDir);
  });

  const loginIn = (index: number, email: string) =>
    apps[index]!.app.inject({ method: 'POST', url: '/api/user/login/v2/loginIn', payload: { email, password: 'wrong1234' }, remoteAddress: '10.9.0.1' });

  it('counts sign-ins of one IP together, whichever process answers', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await loginIn(i % 2, `spread${i}@example.com`)).json().code as number);
    expect(codes).toEqual([1005, 1005, 1005, 1005, 2, 2]);
  });

  it('holds the limit under concurrent requests to both processes', async () => {
    const send = (index: number, n: number) =>
      apps[index]!.app.inject({
        method: 'GET',
        url: `/api/user/verification/code/sendVerificationCode?email=burst${n}%40example.com&scene=register`,
        remoteAddress: '10.9.0.2',
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => send(n % 2, n)));
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 1)).toHaveLength(3);
    expect(codes.filter((code) => code === 103)).toHaveLength(9);
  });
});
