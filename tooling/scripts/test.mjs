/**
 * `pnpm test`: every check the store has, in the order that fails fastest.
 *   1. type-check every package, and check the layers (no import against docs/architecture.md);
 *   2. jest: unit, component and server integration tests in one run — the server's on PGlite,
 *      and also on a throwaway PostgreSQL cluster when one can be made (always under CI);
 *   3. build what changed, then Playwright in Chromium against the build `start` serves.
 * The last line sums up every test that ran: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildParts } from './build.mjs';
import { checkDependencies } from './deps.mjs';
import { FRONT_END_PARTS, repoRoot } from './parts.mjs';

const TYPED_PACKAGES = ['shared', ...FRONT_END_PARTS, 'server', 'e2e'];
const resultsDir = path.join(repoRoot, '.tmp', 'test-results');
const fromTooling = createRequire(path.join(repoRoot, 'tooling', 'package.json'));
const fromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options, env: { ...process.env, ...options.env } });
  return result.status === 0;
}

function postgresAvailable() {
  return spawnSync('bash', ['-c', 'command -v pg_config >/dev/null || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1']).status === 0;
}

function readCounts(file, pick) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  return pick(JSON.parse(readFileSync(file, 'utf8')));
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const failures = [];

const tsc = fromTooling.resolve('typescript/bin/tsc');
for (const pkg of TYPED_PACKAGES) {
  if (!run(`typecheck ${pkg}`, process.execPath, [tsc, '--noEmit', '-p', path.join(pkg, 'tsconfig.json')])) failures.push(`typecheck ${pkg}`);
}

console.log('\n=== layers (dependency-cruiser, .dependency-cruiser.cjs)');
if (!checkDependencies()) failures.push('layers');

const jestFile = path.join(resultsDir, 'jest.json');
const jestArgs = [fromTooling.resolve('jest/bin/jest'), '--ci', '--json', `--outputFile=${jestFile}`];
const withPostgres = postgresAvailable();
if (!withPostgres && process.env.CI) failures.push('PostgreSQL is not installed; CI runs the server tests on it');
const jestPassed = withPostgres
  ? run('jest (server tests on PGlite and PostgreSQL)', 'bash', [path.join('server', 'scripts', 'with-postgres.sh'), process.execPath, ...jestArgs])
  : run('jest (server tests on PGlite only: PostgreSQL not found)', process.execPath, jestArgs);
if (!jestPassed) failures.push('jest');

console.log('\n=== build');
buildParts({ onlyChanged: true });

const playwrightFile = path.join(resultsDir, 'playwright.json');
const e2ePassed = run('playwright (Chromium)', process.execPath, [fromE2e.resolve('@playwright/test/cli'), 'test'], {
  cwd: path.join(repoRoot, 'e2e'),
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile },
});
if (!e2ePassed) failures.push('playwright');

const jestCounts = readCounts(jestFile, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites }));
const e2eCounts = readCounts(playwrightFile, (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }));
const passed = jestCounts.passed + e2eCounts.passed;
const failed = jestCounts.failed + e2eCounts.failed + (failures.length > 0 && jestCounts.failed + e2eCounts.failed === 0 ? failures.length : 0);

console.log(`\njest: ${jestCounts.passed} passed, ${jestCounts.failed} failed; playwright: ${e2eCounts.passed} passed, ${e2eCounts.failed} failed`);
if (failures.length > 0) console.log(`failed steps: ${failures.join('; ')}`);
if (passed === 0) {
  console.log('no test ran');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
