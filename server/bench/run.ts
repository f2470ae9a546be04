/**
 * `pnpm bench`: the API part on PGlite, then on PostgreSQL (DATABASE_URL's server, or a throwaway
 * cluster made by scripts/with-postgres.sh when PostgreSQL's binaries are installed), then the web
 * part. Each part runs in its own process and appends its section to docs/benchmarks.md.
 *
 *   pnpm bench [--only=api|web]      (or BENCH_ONLY=api|web)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..');
const tsx = path.join(serverDir, 'node_modules', '.bin', 'tsx');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLY;
if (only !== undefined && only !== 'api' && only !== 'web') {
  process.stderr.write(`bench: --only must be api or web, not ${only}\n`);
  process.exit(2);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: serverDir, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write(`bench: ${[command, ...args].join(' ')} failed\n`);
    process.exit(result.status ?? 1);
  }
}

function postgresInstalled(): boolean {
  return existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));
}

if (only !== 'web') {
  const { DATABASE_URL: databaseUrl, ...withoutDatabase } = process.env;
  run(tsx, ['bench/api.ts'], withoutDatabase);
  if (databaseUrl) run(tsx, ['bench/api.ts']);
  else if (postgresInstalled()) run('bash', ['scripts/with-postgres.sh', tsx, 'bench/api.ts']);
  else process.stdout.write('bench: no PostgreSQL (DATABASE_URL unset, no binaries): the API part ran on PGlite only\n');
}
if (only !== 'api') run(tsx, ['bench/web.ts']);
