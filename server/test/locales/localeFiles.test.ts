import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@topup/shared/contract';
import { buildTestApp, storeForTests } from '../support/testApp';

describe('locale texts with version stamps', () => {
  const store = storeForTests();

  it('names a version stamp for every locale, always revalidated', async () => {
    const response = await store.app.inject('/locales/versions.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(response.json()).sort()).toEqual([...LOCALES].sort());
  });

  it('serves a locale for good under its current stamp, and revalidates any other', async () => {
    const versions = (await store.app.inject('/locales/versions.json')).json() as Record<string, string>;
    const current = await store.app.inject(`/locales/ru.json?v=${versions.ru}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toContain('immutable');
    expect(current.json()).toEqual(JSON.parse(fs.readFileSync(path.join(store.repoRoot, 'shared/locales/ru.json'), 'utf8')));

    const stale = await store.app.inject('/locales/ru.json?v=old');
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it('changes the stamp when the texts change', async () => {
    const before = (await store.app.inject('/locales/versions.json')).json() as Record<string, string>;
    const file = path.join(store.repoRoot, 'shared/locales/en.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), brand: 'TopUp!' }));
    const restarted = await buildTestApp({ repoRoot: store.repoRoot, dataDir: store.dataDir });
    try {
      const after = (await restarted.app.inject('/locales/versions.json')).json() as Record<string, string>;
      expect(after.en).not.toBe(before.en);
      expect(after.ru).toBe(before.ru);
    } finally {
      await restarted.close();
    }
  });

  it('refuses an unknown locale with a parameter error', async () => {
    const response = await store.app.inject('/locales/xx.json');
    expect(response.statusCode).toBe(400);
  });
});
