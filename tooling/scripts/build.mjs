/**
 * Builds the host and every remote, each with its own webpack run. With --changed (what `start`
 * uses) a part is rebuilt only when its inputs changed since its last build: the inputs' hash is
 * kept in dist/.build-inputs.
 *
 *   node tooling/scripts/build.mjs [--changed] [part ...]
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compressDist } from './compressDist.mjs';
import { FRONT_END_PARTS, repoRoot } from './parts.mjs';

const SHARED_INPUTS = ['shared/src', 'shared/locales', 'shared/package.json', 'tooling/webpack', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const PART_INPUTS = ['src', 'package.json', 'webpack.config.cjs', 'tsconfig.json'];

function filesUnder(target) {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

function inputsHash(part) {
  const hash = createHash('sha256');
  const inputs = [...SHARED_INPUTS.map((p) => path.join(repoRoot, p)), ...PART_INPUTS.map((p) => path.join(repoRoot, part, p))];
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

function stampPath(part) {
  return path.join(repoRoot, part, 'dist', '.build-inputs');
}

function isUpToDate(part, hash) {
  const stamp = stampPath(part);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

function build(part) {
  const partDir = path.join(repoRoot, part);
  const webpackCli = createRequire(path.join(repoRoot, 'tooling', 'package.json')).resolve('webpack-cli/bin/cli.js');
  const started = Date.now();
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production', '--no-stats'], { cwd: partDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${part} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${part} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildParts({ onlyChanged, parts = FRONT_END_PARTS }) {
  for (const part of parts) {
    const hash = inputsHash(part);
    if (onlyChanged && isUpToDate(part, hash)) {
      console.log(`build: ${part} is up to date`);
    } else {
      build(part);
      writeFileSync(stampPath(part), hash);
    }
    // Also for an up-to-date build, which may come from before the copies were made.
    compressDist(path.join(repoRoot, part, 'dist'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const parts = args.filter((arg) => !arg.startsWith('--'));
  const unknown = parts.filter((part) => !FRONT_END_PARTS.includes(part));
  if (unknown.length > 0) {
    console.error(`build: unknown part(s) ${unknown.join(', ')}; known: ${FRONT_END_PARTS.join(', ')}`);
    process.exit(2);
  }
  buildParts({ onlyChanged: args.includes('--changed'), parts: parts.length > 0 ? parts : FRONT_END_PARTS });
}
