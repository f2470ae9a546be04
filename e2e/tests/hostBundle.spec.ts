import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/environment';

test('the host build carries no remote URL: remotes come from /remotes.json at run time', () => {
  const dist = path.join(REPO_ROOT, 'host', 'dist');
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    expect(code, file).not.toMatch(/\/remotes\/(catalog|checkout|member|activities)/);
    expect(code, file).not.toMatch(/mf-manifest\.json|remoteEntry\.js|localhost:300\d/);
  }
});

/**
 * A remote's entry is on the first visit of every page of that remote (issue 10): at most 10 kB
 * gzip. It stays small because the runtime is the host's (externalRuntime) and the libraries the
 * host provides are not bundled in a remote's production build (import: false), so the entry
 * carries neither their copies nor their tables.
 */
const REMOTE_ENTRY_BUDGET_BYTES = 10 * 1024;

for (const remote of ['catalog', 'checkout', 'member', 'activities']) {
  test(`the ${remote} remote's entry stays within ${REMOTE_ENTRY_BUDGET_BYTES / 1024} kB gzip`, () => {
    const entry = readFileSync(path.join(REPO_ROOT, `remote-${remote}`, 'dist', 'remoteEntry.js'));
    expect(gzipSync(entry, { level: 9 }).length).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET_BYTES);
  });
}
