import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@topup/shared/remotes';

const REAL_LOCALES = path.join(__dirname, '..', '..', '..', 'shared', 'locales');

export interface FakeRepoOptions {
  hostBuilt?: boolean;
  remotesBuilt?: boolean;
}

/** A throwaway copy of the repository's layout with tiny builds, so tests never need a real build. */
export function createFakeRepo({ hostBuilt = true, remotesBuilt = true }: FakeRepoOptions = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'topup-repo-'));
  if (hostBuilt) {
    write(root, 'host/dist/index.html', '<!doctype html><title>TopUp</title><div id="root"></div>');
    write(root, 'host/dist/main.3f2a1b9c.js', 'console.log("host")');
    write(root, 'host/dist/favicon.ico', 'icon');
  }
  fs.cpSync(REAL_LOCALES, path.join(root, 'shared', 'locales'), { recursive: true });
  for (const name of REMOTE_NAMES) {
    write(root, `remote-${name}/package.json`, JSON.stringify({ name: `@topup/remote-${name}`, version: '0.1.0' }));
    if (remotesBuilt) writeRemoteBuild(root, name, `build of ${name}`);
  }
  return root;
}

/** (Re)writes a remote's dist; `marker` changes its content like a rebuild would. */
export function writeRemoteBuild(root: string, name: string, marker: string): void {
  fs.rmSync(path.join(root, `remote-${name}`, 'dist'), { recursive: true, force: true });
  write(root, `remote-${name}/dist/mf-manifest.json`, JSON.stringify({ id: name, marker }));
  write(root, `remote-${name}/dist/remoteEntry.js`, `/* ${marker} */`);
  write(root, `remote-${name}/dist/__federation_expose_routes.5979ea41.js`, `/* routes of ${name} */`);
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDirs(...dirs: string[]): void {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}

function write(root: string, relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
