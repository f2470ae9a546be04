/**
 * `pnpm deps`: the layers of the store (.dependency-cruiser.cjs, docs/architecture.md) checked
 * over every package's sources; exits 1 and names each import against them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FRONT_END_PARTS, repoRoot } from './parts.mjs';

export const CHECKED_FOLDERS = ['shared', ...FRONT_END_PARTS, 'server/src', 'server/seed'];

export function checkDependencies() {
  // The package's exports hide its bin; pnpm links it under tooling/node_modules.
  const cli = path.join(repoRoot, 'tooling', 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  const result = spawnSync(process.execPath, [cli, '--config', '.dependency-cruiser.cjs', ...CHECKED_FOLDERS], { cwd: repoRoot, stdio: 'inherit' });
  return result.status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(checkDependencies() ? 0 : 1);
