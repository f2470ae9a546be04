import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, remoteManifestEntry, type RemoteName } from '@topup/shared/remotes';
import { configOrExit } from '../config/configOrExit';
import { remotePackageDir, storePaths } from '../config/paths';
import { checkRelease } from '../remotes/releaseCheck';
import { releaseFolderName, writeReleaseOnce } from '../remotes/releaseFolder';
import { readRemoteVersion } from '../remotes/versions';
import { actorOf, callOps, storeUrl } from './opsClient';

const USAGE = `usage: corepack pnpm release <remote> [--reason "why"] [--canary <percent>] [--no-register]
                     [--from <built dist>] [--to <folder> --base-url <url of that folder>] [--actor name]
Builds one remote (or takes a build made elsewhere with --from), checks it against the running
store's host, writes it once under <version>+<content hash> and registers it (or starts a
canary) through the operations endpoint.`;

/** The version a build was made as (its manifest's buildVersion), else the package's. */
function buildVersionOf(dist: string, fallback: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version) ? version : fallback;
}

/** What the live host provides: its build's manifest, as the running store serves it. */
async function liveHostShared(store: string): Promise<Record<string, string>> {
  const response = await fetch(`${store}/mf-manifest.json`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${store}/mf-manifest.json answered HTTP ${response.status}: is the store running?`);
  const manifest = (await response.json()) as { shared?: Array<{ name?: unknown; version?: unknown }> };
  return Object.fromEntries(
    (manifest.shared ?? []).flatMap((entry) => (typeof entry.name === 'string' && typeof entry.version === 'string' ? [[entry.name, entry.version]] : [])),
  );
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      actor: { type: 'string' },
      canary: { type: 'string' },
      'no-register': { type: 'boolean', default: false },
      from: { type: 'string' },
      to: { type: 'string' },
      'base-url': { type: 'string' },
    },
  });
  const remote = positionals[0] as RemoteName | undefined;
  if (!remote || !(REMOTE_NAMES as readonly string[]).includes(remote) || Boolean(values.to) !== Boolean(values['base-url'])) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = configOrExit();
  const store = storeUrl(config);
  if (!values.from) {
    const built = spawnSync(process.execPath, [path.join(config.repoRoot, 'tooling', 'scripts', 'build.mjs'), '--changed', remoteManifestEntry(remote).package], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`the build of ${remote} failed`);
  }
  const dist = values.from ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from) : path.join(remotePackageDir(config.repoRoot, remote), 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no build (no mf-manifest.json)`);
  const version = buildVersionOf(dist, readRemoteVersion(config.repoRoot, remote));
  const folder = releaseFolderName(version, dist);
  // Checked before anything is written: a build the live host cannot run never reaches visitors.
  const check = await checkRelease({
    remote,
    manifestUrl: `/remotes/${remote}/${folder}/mf-manifest.json`,
    allowedOrigins: [],
    hostShared: await liveHostShared(store),
    readManifest: async () => ({ status: 200, body: fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8') }),
  });
  if (!check.ok) throw new Error(`refused: ${check.problem}`);

  const root = values.to ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.to) : storePaths(config).releasesDir;
  const target = path.join(root, remote, folder);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const commit = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: config.repoRoot, encoding: 'utf8' }).stdout.trim() || 'unknown';
  const written = writeReleaseOnce(dist, target, { remote, version, commit, releasedAt: new Date().toISOString() });
  const manifestUrl = values['base-url'] ? `${values['base-url'].replace(/\/$/, '')}/${remote}/${folder}/mf-manifest.json` : `/remotes/${remote}/${folder}/mf-manifest.json`;
  console.log(`release: ${remote} ${folder} ${written === 'written' ? 'written to' : 'already in'} ${target}`);
  if (values['no-register']) {
    console.log(`release: not registered; make it live with: corepack pnpm ops set ${remote} ${manifestUrl} --reason "..."`);
    return;
  }
  const note = { reason: values.reason ?? `release ${remote} ${folder}`, actor: actorOf(values.actor) };
  if (values.canary) {
    await callOps(config, 'POST', `/ops/remotes/${remote}/canary`, { manifestUrl, percent: Number(values.canary), ...note });
    console.log(`release: ${values.canary}% of visitors now get ${manifestUrl}`);
  } else {
    await callOps(config, 'POST', `/ops/remotes/${remote}`, { manifestUrl, ...note });
    console.log(`release: ${remote} is live at ${manifestUrl}`);
  }
}

main().catch((error: unknown) => {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
