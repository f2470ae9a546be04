/**
 * `pnpm start`: builds what is not built, then runs the API server, which migrates, seeds the
 * demo, publishes the remote builds and serves the whole store on one port.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildParts } from './build.mjs';
import { repoRoot } from './parts.mjs';

buildParts({ onlyChanged: true });

const serverDir = path.join(repoRoot, 'server');
const tsxCli = createRequire(path.join(serverDir, 'package.json')).resolve('tsx/cli');
const server = spawn(process.execPath, [tsxCli, 'src/main.ts'], { cwd: serverDir, stdio: 'inherit', env: process.env });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
