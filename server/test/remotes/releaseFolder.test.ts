import fs from 'node:fs';
import path from 'node:path';
import { contentHash, publishedFiles, releaseFolderName, writeReleaseOnce } from '../../src/remotes/releaseFolder';
import { createFakeRepo, removeDirs, tempDir, writeRemoteBuild } from '../support/fakeRepo';

let repoRoot: string;
let releasesDir: string;
let dist: string;

beforeEach(() => {
  repoRoot = createFakeRepo();
  releasesDir = tempDir('topup-releases-');
  dist = path.join(repoRoot, 'remote-catalog', 'dist');
  fs.writeFileSync(path.join(dist, '.build-inputs'), 'hash of the inputs');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{"sources":["src/secret.ts"]}');
});

afterEach(() => removeDirs(repoRoot, releasesDir));

it('publishes neither the input stamp nor source maps', () => {
  expect(publishedFiles(dist).sort()).toEqual(['__federation_expose_routes.5979ea41.js', 'mf-manifest.json', 'remoteEntry.js']);
  const target = path.join(releasesDir, releaseFolderName('0.2.0', dist));
  writeReleaseOnce(dist, target);
  expect(fs.readdirSync(target).sort()).toEqual(['__federation_expose_routes.5979ea41.js', 'mf-manifest.json', 'remoteEntry.js']);
});

it('names a release by version and content, so another build is another folder', () => {
  const first = releaseFolderName('0.2.0', dist);
  expect(first).toMatch(/^0\.2\.0\+[0-9a-f]{12}$/);
  fs.writeFileSync(path.join(dist, '.build-inputs'), 'another stamp');
  expect(releaseFolderName('0.2.0', dist)).toBe(first);
  writeRemoteBuild(repoRoot, 'catalog', 'rebuilt');
  expect(releaseFolderName('0.2.0', dist)).not.toBe(first);
});

it('writes a release once, with what it is, and never overwrites it', () => {
  const target = path.join(releasesDir, releaseFolderName('0.2.0', dist));
  const info = { remote: 'catalog', version: '0.2.0', commit: 'abc123def456', releasedAt: '2026-11-24T22:00:00.000Z' };
  expect(writeReleaseOnce(dist, target, info)).toBe('written');
  expect(JSON.parse(fs.readFileSync(path.join(target, 'release.json'), 'utf8'))).toEqual(info);
  const entry = path.join(target, 'remoteEntry.js');
  const before = fs.statSync(entry).mtimeMs;
  expect(writeReleaseOnce(dist, target)).toBe('already-there');
  expect(fs.statSync(entry).mtimeMs).toBe(before);
  fs.writeFileSync(entry, 'tampered');
  expect(() => writeReleaseOnce(dist, target)).toThrow('never overwritten');
  expect(contentHash(target)).not.toBe(contentHash(dist));
});
