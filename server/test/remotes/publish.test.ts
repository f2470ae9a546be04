import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@topup/shared/remotes';
import { publishRemoteBuilds } from '../../src/remotes/publish';
import { createFakeRepo, removeDirs, tempDir, writeRemoteBuild } from '../support/fakeRepo';

let repoRoot: string;
let releasesDir: string;

beforeEach(() => {
  repoRoot = createFakeRepo();
  releasesDir = path.join(tempDir('topup-data-'), 'releases');
});

afterEach(() => removeDirs(repoRoot, path.dirname(releasesDir)));

const manifestOf = (name: string) => fs.readFileSync(path.join(releasesDir, name, '0.1.0', 'mf-manifest.json'), 'utf8');

it('copies each remote build under <name>/<package version>/', () => {
  const published = publishRemoteBuilds({ repoRoot, releasesDir });
  expect(published).toEqual(REMOTE_NAMES.map((name) => ({ name, version: '0.1.0', outcome: 'published' })));
  for (const name of REMOTE_NAMES) {
    expect(fs.readdirSync(path.join(releasesDir, name, '0.1.0')).sort()).toEqual(
      ['__federation_expose_routes.5979ea41.js', 'mf-manifest.json', 'remoteEntry.js'].sort(),
    );
  }
});

it('leaves an identical release alone', () => {
  publishRemoteBuilds({ repoRoot, releasesDir });
  const entry = path.join(releasesDir, 'catalog', '0.1.0', 'remoteEntry.js');
  const before = fs.statSync(entry).mtimeMs;
  const published = publishRemoteBuilds({ repoRoot, releasesDir });
  expect(published.map((remote) => remote.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
  expect(fs.statSync(entry).mtimeMs).toBe(before);
});

it('replaces a release whose build changed under the same version, dropping stale files', () => {
  publishRemoteBuilds({ repoRoot, releasesDir });
  fs.writeFileSync(path.join(releasesDir, 'member', '0.1.0', 'stale.0123abcd.js'), 'old chunk');
  writeRemoteBuild(repoRoot, 'member', 'rebuilt');
  const published = publishRemoteBuilds({ repoRoot, releasesDir });
  expect(published.find((remote) => remote.name === 'member')?.outcome).toBe('published');
  expect(published.find((remote) => remote.name === 'catalog')?.outcome).toBe('unchanged');
  expect(manifestOf('member')).toContain('rebuilt');
  expect(fs.existsSync(path.join(releasesDir, 'member', '0.1.0', 'stale.0123abcd.js'))).toBe(false);
});

it('publishes a new version beside the old one', () => {
  publishRemoteBuilds({ repoRoot, releasesDir });
  fs.writeFileSync(path.join(repoRoot, 'remote-checkout', 'package.json'), JSON.stringify({ version: '0.2.0' }));
  writeRemoteBuild(repoRoot, 'checkout', 'second release');
  publishRemoteBuilds({ repoRoot, releasesDir });
  expect(fs.readdirSync(path.join(releasesDir, 'checkout')).sort()).toEqual(['0.1.0', '0.2.0']);
});

it('skips a remote that is not built and says so', () => {
  fs.rmSync(path.join(repoRoot, 'remote-activities', 'dist'), { recursive: true });
  const warnings: string[] = [];
  const published = publishRemoteBuilds({ repoRoot, releasesDir, warn: (message) => warnings.push(message) });
  expect(published.find((remote) => remote.name === 'activities')?.outcome).toBe('missing');
  expect(warnings).toEqual([expect.stringContaining('remote activities is not built')]);
  expect(fs.existsSync(path.join(releasesDir, 'activities'))).toBe(false);
});
