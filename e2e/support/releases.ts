import { spawn } from 'node:child_process';
import { cpSync, createReadStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_OPERATOR_TOKEN, E2E_PORT, REPO_ROOT } from './environment';

/**
 * Runs `corepack pnpm <release|ops> ...` against the store under test, as an operator would.
 * Asynchronous: the release origin below lives in this process and must keep answering meanwhile.
 */
export function operate(args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('corepack', ['pnpm', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, OPERATOR_TOKEN: E2E_OPERATOR_TOKEN, LOG_LEVEL: 'warn' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

/**
 * A copy of the catalogue's build made as another version (its manifest's buildVersion), as CI
 * would hand one over; `edit` changes its manifest further (e.g. a newer shared requirement).
 */
export function catalogBuildAs(version: string, edit: (manifest: Record<string, unknown>) => void = () => undefined): string {
  const target = path.join(E2E_DATA_DIR, '..', 'builds', `catalog-${version}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(REPO_ROOT, 'remote-catalog', 'dist'), target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } } & Record<string, unknown>;
  manifest.metaData.buildInfo.buildVersion = version;
  edit(manifest);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // Precompressed copies of the old manifest would be served instead of the edited one.
  rmSync(`${manifestFile}.br`, { force: true });
  rmSync(`${manifestFile}.gz`, { force: true });
  return target;
}

/** A second origin serving a folder of releases, like a CDN in front of a bucket. */
export interface ReleaseOrigin {
  origin: string;
  dir: string;
  close(): Promise<void>;
}

export async function startReleaseOrigin(): Promise<ReleaseOrigin> {
  const dir = path.join(E2E_DATA_DIR, '..', 'cdn');
  rmSync(dir, { recursive: true, force: true });
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    response.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/json';
    response.setHeader('content-type', type);
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dir,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
