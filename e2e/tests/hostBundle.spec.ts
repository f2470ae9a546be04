import { readdirSync, readFileSync } from 'node:fs';
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
