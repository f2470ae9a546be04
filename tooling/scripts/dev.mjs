/**
 * `pnpm dev`: the API server plus the host and every remote on their own origins with live
 * reload. The server's /remotes.json points at the remotes' dev servers, so the host composes
 * them exactly as in production, only from other origins.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { FRONT_END_PARTS, MANIFEST, repoRoot } from './parts.mjs';

const API_PORT = Number(process.env.PORT ?? 8080);
const HOST_PORT = MANIFEST.host.devPort;

const remoteUrls = Object.fromEntries(
  MANIFEST.remotes.map((remote) => [`REMOTE_${remote.name.toUpperCase()}_URL`, `http://localhost:${remote.devPort}/mf-manifest.json`]),
);
const origins = [HOST_PORT, ...MANIFEST.remotes.map((remote) => remote.devPort)].map((port) => `http://localhost:${port}`);

const children = [];
function run(name, command, args, cwd, env = {}) {
  const child = spawn(process.execPath, [command, ...args], { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.error(`dev: ${name} exited with ${code}; stopping the rest`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

const serverDir = path.join(repoRoot, 'server');
run('server', createRequire(path.join(serverDir, 'package.json')).resolve('tsx/cli'), ['watch', 'src/main.ts'], serverDir, {
  PORT: String(API_PORT),
  REMOTE_ORIGINS: origins.join(','),
  ...remoteUrls,
});

const webpackCli = createRequire(path.join(repoRoot, 'tooling', 'package.json')).resolve('webpack-cli/bin/cli.js');
for (const part of FRONT_END_PARTS) {
  run(part, webpackCli, ['serve', '--mode', 'development'], path.join(repoRoot, part), {
    TOPUP_API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
  });
}

console.log(`dev: the store is at http://localhost:${HOST_PORT} (API on ${API_PORT})`);
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
