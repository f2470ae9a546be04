import fs from 'node:fs';
import path from 'node:path';
import { closeTemplates } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp, type TestApp } from '../support/testApp';

const DEFAULTS = {
  catalog: '/remotes/catalog/0.1.0/mf-manifest.json',
  checkout: '/remotes/checkout/0.1.0/mf-manifest.json',
  member: '/remotes/member/0.1.0/mf-manifest.json',
  activities: '/remotes/activities/0.1.0/mf-manifest.json',
};
const ENV_CATALOG = 'http://localhost:3001/mf-manifest.json';

let repoRoot: string;
let dataDir: string;
let store: TestApp;
let overrideFile: string;

beforeAll(async () => {
  repoRoot = createFakeRepo();
  dataDir = tempDir('topup-data-');
  overrideFile = path.join(dataDir, 'remotes.json');
  store = await buildTestApp({ repoRoot, dataDir, env: { REMOTE_CATALOG_URL: ENV_CATALOG } });
});

afterEach(() => fs.rmSync(overrideFile, { force: true }));

afterAll(async () => {
  await store.close();
  await closeTemplates();
  removeDirs(repoRoot, dataDir);
});

const remotesJson = () => store.app.inject({ method: 'GET', url: '/remotes.json' });

it('points each remote at its published release, env overrides applied, never cached', async () => {
  const response = await remotesJson();
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json()).toEqual({ ...DEFAULTS, catalog: ENV_CATALOG });
});

it('takes the override file at once, without a restart', async () => {
  fs.writeFileSync(overrideFile, JSON.stringify({ member: '/remotes/member/0.2.0/mf-manifest.json' }));
  expect((await remotesJson()).json()).toEqual({
    ...DEFAULTS,
    catalog: ENV_CATALOG,
    member: '/remotes/member/0.2.0/mf-manifest.json',
  });
  fs.writeFileSync(overrideFile, JSON.stringify({ member: 'https://cdn.example.com/member/mf-manifest.json' }));
  expect((await remotesJson()).json().member).toBe('https://cdn.example.com/member/mf-manifest.json');
});

it('lets the environment win over the file', async () => {
  fs.writeFileSync(overrideFile, JSON.stringify({ catalog: '/remotes/catalog/9.9.9/mf-manifest.json' }));
  expect((await remotesJson()).json().catalog).toBe(ENV_CATALOG);
});

it.each([
  ['broken JSON', '{"member": '],
  ['an unknown remote', JSON.stringify({ membre: '/x.json' })],
  ['a misspelt remote beside a valid one', JSON.stringify({ member: '/remotes/member/0.3.0/mf-manifest.json', catalgo: '/x.json' })],
  ['an empty URL', JSON.stringify({ member: '' })],
  ['a list', JSON.stringify(['/x.json'])],
])('refuses a file with %s as a whole and keeps the last valid map', async (_problem, content) => {
  fs.writeFileSync(overrideFile, JSON.stringify({ member: '/remotes/member/0.2.0/mf-manifest.json' }));
  expect((await remotesJson()).json().member).toBe('/remotes/member/0.2.0/mf-manifest.json');
  fs.writeFileSync(overrideFile, content);
  const response = await remotesJson();
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ...DEFAULTS, catalog: ENV_CATALOG, member: '/remotes/member/0.2.0/mf-manifest.json' });
});
