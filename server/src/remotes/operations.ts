import type { RemoteName } from '@topup/shared/remotes';
import type { AppDatabase } from '../db/database';
import { checkRelease, type ReleaseCheck } from './releaseCheck';
import { RELEASE_INFO_FILE, type ReleaseInfo } from './releaseFolder';
import { clearRemote, countFailures, liveUrlAction, readHistory, recentFailures, rollBack, setCanary, setLiveUrl, type ChangeNote, type RegistryRow } from './registry';
import type { RemoteMap } from './remoteMap';

export interface OperationsDeps {
  db: AppDatabase;
  remoteMap: RemoteMap;
  hostShared(): Record<string, string>;
  readManifest(url: string): Promise<{ status: number; body: string }>;
}

export type Outcome = { ok: true; row?: RegistryRow; check?: ReleaseCheck } | { ok: false; problem: string };

/** The checks a URL must pass before it goes live (or serves a canary) for `remote`. */
export function verify(deps: OperationsDeps, remote: RemoteName, manifestUrl: string): Promise<ReleaseCheck> {
  return checkRelease({
    remote,
    manifestUrl,
    allowedOrigins: deps.remoteMap.allowedOrigins(),
    hostShared: deps.hostShared(),
    readManifest: deps.readManifest,
  });
}

/** Verifies and, unless a dry run, makes the URL live; a refused URL changes nothing. */
export async function setRemote(deps: OperationsDeps, remote: RemoteName, manifestUrl: string, note: ChangeNote, dryRun: boolean): Promise<Outcome> {
  const check = await verify(deps, remote, manifestUrl);
  if (!check.ok) return { ok: false, problem: check.problem };
  if (dryRun) return { ok: true, check };
  const row = await setLiveUrl(deps.db, remote, manifestUrl, deps.remoteMap.live()[remote].url, note);
  await deps.remoteMap.refresh();
  return { ok: true, row, check };
}

export async function rollBackRemote(deps: OperationsDeps, remote: RemoteName, note: ChangeNote): Promise<Outcome> {
  const row = await rollBack(deps.db, remote, note);
  if (!row) return { ok: false, problem: `${remote} has no earlier URL in the registry to roll back to` };
  await deps.remoteMap.refresh();
  return { ok: true, row };
}

export async function unsetRemote(deps: OperationsDeps, remote: RemoteName, note: ChangeNote): Promise<Outcome> {
  await clearRemote(deps.db, remote, deps.remoteMap.seedUrl(remote), note);
  await deps.remoteMap.refresh();
  return { ok: true };
}

export async function canaryRemote(
  deps: OperationsDeps,
  remote: RemoteName,
  canary: { url: string; percent: number } | undefined,
  note: ChangeNote,
): Promise<Outcome> {
  if (canary && canary.percent > 0) {
    const check = await verify(deps, remote, canary.url);
    if (!check.ok) return { ok: false, problem: check.problem };
  }
  const row = await setCanary(deps.db, remote, deps.remoteMap.live()[remote].url, canary, note);
  await deps.remoteMap.refresh();
  return { ok: true, row };
}

const FAILURE_WINDOW_MS = 5 * 60_000;

/**
 * After a failure report: a live URL (or a canary) whose failures in the last five minutes reach
 * the threshold is taken out, the live one rolled back to its previous URL, the canary ended.
 * Reports come without a session, so they take the live release back one step at most: a URL an
 * automatic rollback made live stays until an operator acts (its failures show in /ops).
 */
export async function rollBackWhenFailing(deps: OperationsDeps, remote: RemoteName, manifestUrl: string, threshold: number, now: Date): Promise<boolean> {
  if (threshold <= 0) return false;
  const row = deps.remoteMap.registryRow(remote);
  if (!row || (row.manifestUrl !== manifestUrl && row.canaryUrl !== manifestUrl)) return false;
  if (row.canaryUrl !== manifestUrl && (await liveUrlAction(deps.db, remote)) === 'auto-rollback') return false;
  if ((await countFailures(deps.db, remote, manifestUrl, new Date(now.getTime() - FAILURE_WINDOW_MS))) < threshold) return false;
  const note = { actor: 'auto-rollback', reason: `${threshold} load failures of ${manifestUrl} within 5 minutes` };
  if (row.canaryUrl === manifestUrl) await setCanary(deps.db, remote, row.manifestUrl, undefined, note);
  else if (!(await rollBack(deps.db, remote, note, 'auto-rollback'))) return false;
  await deps.remoteMap.refresh();
  return true;
}

/** The commit a release was built from, from the release.json `release` writes beside its manifest. */
async function commitOf(deps: OperationsDeps, manifestUrl: string): Promise<string | null> {
  try {
    const answer = await deps.readManifest(manifestUrl.replace(/[^/]*$/, RELEASE_INFO_FILE));
    if (answer.status !== 200) return null;
    const { commit } = JSON.parse(answer.body) as Partial<ReleaseInfo>;
    return typeof commit === 'string' ? commit : null;
  } catch {
    return null;
  }
}

/** Everything the operations view shows about one remote. */
export async function describeRemote(deps: OperationsDeps, remote: RemoteName) {
  const live = deps.remoteMap.live()[remote];
  const row = deps.remoteMap.registryRow(remote);
  const [history, failures, health, commit, canaryCommit] = await Promise.all([
    readHistory(deps.db, remote),
    recentFailures(deps.db, remote),
    verify(deps, remote, live.url),
    commitOf(deps, live.url),
    row?.canaryUrl ? commitOf(deps, row.canaryUrl) : Promise.resolve(null),
  ]);
  return {
    remote,
    live: live.url,
    source: live.source,
    // The live release checked now: reachable and sound, and its build (commit) as its manifest names it.
    health: health.ok ? { ok: true, build: health.buildVersion ?? null } : { ok: false, problem: health.problem },
    commit,
    previous: row?.previousUrl ?? null,
    canary: row?.canaryUrl ? { url: row.canaryUrl, percent: row.canaryPercent, commit: canaryCommit } : null,
    history: history.map(({ action, manifestUrl, canaryUrl, canaryPercent, actor, reason, createdAt }) => ({
      action,
      manifestUrl,
      canaryUrl,
      canaryPercent,
      actor,
      reason,
      at: createdAt.toISOString(),
    })),
    failures: failures.map(({ manifestUrl, reason, message, createdAt }) => ({ manifestUrl, reason, message, at: createdAt.toISOString() })),
  };
}
