import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RemoteName } from '@topup/shared/remotes';
import type { AppDatabase } from '../db/database';
import { remoteLoadFailures, remoteOrigins, remoteRegistry, remoteRegistryHistory } from './schema';

export type RegistryRow = typeof remoteRegistry.$inferSelect;
export type RegistryHistoryRow = typeof remoteRegistryHistory.$inferSelect;
export type RegistryAction = 'set' | 'rollback' | 'canary' | 'canary-off' | 'auto-rollback' | 'unset';

/** Who asked and why: every change keeps both in the history. */
export interface ChangeNote {
  actor: string;
  reason: string;
}

export async function readRegistry(db: AppDatabase): Promise<RegistryRow[]> {
  return db.select().from(remoteRegistry);
}

export async function readRegistryRow(db: AppDatabase, remote: RemoteName): Promise<RegistryRow | undefined> {
  const [row] = await db.select().from(remoteRegistry).where(eq(remoteRegistry.remote, remote));
  return row;
}

export async function readHistory(db: AppDatabase, remote: RemoteName, limit = 20): Promise<RegistryHistoryRow[]> {
  return db
    .select()
    .from(remoteRegistryHistory)
    .where(eq(remoteRegistryHistory.remote, remote))
    .orderBy(desc(remoteRegistryHistory.id))
    .limit(limit);
}

/** How the live URL of `remote` became live: the action of the latest change of it (canaries aside). */
export async function liveUrlAction(db: AppDatabase, remote: RemoteName): Promise<RegistryAction | undefined> {
  const [latest] = await db
    .select({ action: remoteRegistryHistory.action })
    .from(remoteRegistryHistory)
    .where(and(eq(remoteRegistryHistory.remote, remote), inArray(remoteRegistryHistory.action, ['set', 'rollback', 'auto-rollback', 'unset'])))
    .orderBy(desc(remoteRegistryHistory.id))
    .limit(1);
  return latest?.action as RegistryAction | undefined;
}

interface Change {
  manifestUrl: string;
  previousUrl: string | null;
  canaryUrl: string | null;
  canaryPercent: number;
}

/** Writes the remote's new state and its history line in one transaction. */
async function record(db: AppDatabase, remote: RemoteName, action: RegistryAction, change: Change, note: ChangeNote): Promise<RegistryRow> {
  return db.transaction(async (tx) => {
    const values = { ...change, updatedBy: note.actor, updatedAt: new Date() };
    const [row] = await tx
      .insert(remoteRegistry)
      .values({ remote, ...values })
      .onConflictDoUpdate({ target: remoteRegistry.remote, set: values })
      .returning();
    await tx.insert(remoteRegistryHistory).values({ remote, action, ...change, actor: note.actor, reason: note.reason });
    if (!row) throw new Error(`the registry row of ${remote} was not written`);
    return row;
  });
}

/** Makes `manifestUrl` live; `liveUrl` (from the registry or the seeds) becomes the rollback target. */
export async function setLiveUrl(db: AppDatabase, remote: RemoteName, manifestUrl: string, liveUrl: string, note: ChangeNote): Promise<RegistryRow> {
  const current = await readRegistryRow(db, remote);
  const previousUrl = liveUrl === manifestUrl ? (current?.previousUrl ?? null) : liveUrl;
  // A new live version ends a canary of it; another canary keeps running beside it.
  const canaryKept = current?.canaryUrl && current.canaryUrl !== manifestUrl;
  return record(db, remote, 'set', {
    manifestUrl,
    previousUrl,
    canaryUrl: canaryKept ? current.canaryUrl : null,
    canaryPercent: canaryKept ? current.canaryPercent : 0,
  }, note);
}

/**
 * Puts the previous URL back. Its own previous URL is the one that was live before it, read from
 * the history line that made it live, so repeated rollbacks walk further back instead of flipping.
 */
export async function rollBack(db: AppDatabase, remote: RemoteName, note: ChangeNote, action: RegistryAction = 'rollback'): Promise<RegistryRow | undefined> {
  const current = await readRegistryRow(db, remote);
  if (!current?.previousUrl) return undefined;
  const target = current.previousUrl;
  const [madeLive] = await db
    .select({ previousUrl: remoteRegistryHistory.previousUrl })
    .from(remoteRegistryHistory)
    .where(and(eq(remoteRegistryHistory.remote, remote), eq(remoteRegistryHistory.manifestUrl, target), eq(remoteRegistryHistory.action, 'set')))
    .orderBy(desc(remoteRegistryHistory.id))
    .limit(1);
  const before = madeLive?.previousUrl ?? null;
  return record(db, remote, action, {
    manifestUrl: target,
    previousUrl: before === target ? null : before,
    canaryUrl: null,
    canaryPercent: 0,
  }, note);
}

/** Hands the remote back to its seeds (remotes.json, REMOTE_<NAME>_URL, its published release); the history stays. */
export async function clearRemote(db: AppDatabase, remote: RemoteName, seedUrl: string, note: ChangeNote): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(remoteRegistry).where(eq(remoteRegistry.remote, remote));
    await tx.insert(remoteRegistryHistory).values({ remote, action: 'unset', manifestUrl: seedUrl, actor: note.actor, reason: note.reason });
  });
}

/** Starts (or changes) a canary beside the live URL; 0 % ends it. */
export async function setCanary(
  db: AppDatabase,
  remote: RemoteName,
  liveUrl: string,
  canary: { url: string; percent: number } | undefined,
  note: ChangeNote,
): Promise<RegistryRow> {
  const current = await readRegistryRow(db, remote);
  const live = { manifestUrl: current?.manifestUrl ?? liveUrl, previousUrl: current?.previousUrl ?? null };
  if (!canary || canary.percent === 0) return record(db, remote, 'canary-off', { ...live, canaryUrl: null, canaryPercent: 0 }, note);
  return record(db, remote, 'canary', { ...live, canaryUrl: canary.url, canaryPercent: canary.percent }, note);
}

export async function readOrigins(db: AppDatabase): Promise<string[]> {
  const rows = await db.select({ origin: remoteOrigins.origin }).from(remoteOrigins);
  return rows.map((row) => row.origin);
}

export async function addOrigin(db: AppDatabase, origin: string, actor: string): Promise<void> {
  await db.insert(remoteOrigins).values({ origin, addedBy: actor }).onConflictDoNothing();
}

export async function removeOrigin(db: AppDatabase, origin: string): Promise<void> {
  await db.delete(remoteOrigins).where(eq(remoteOrigins.origin, origin));
}

export interface FailureReport {
  remote: RemoteName;
  manifestUrl: string | null;
  reason: string;
  message: string;
}

export async function storeFailure(db: AppDatabase, report: FailureReport): Promise<void> {
  await db.insert(remoteLoadFailures).values(report);
}

/** How many failures of this remote's URL visitors reported since `since`. */
export async function countFailures(db: AppDatabase, remote: RemoteName, manifestUrl: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(remoteLoadFailures)
    .where(and(eq(remoteLoadFailures.remote, remote), eq(remoteLoadFailures.manifestUrl, manifestUrl), gte(remoteLoadFailures.createdAt, since)));
  return Number(row?.count ?? 0);
}

export async function recentFailures(db: AppDatabase, remote: RemoteName, limit = 10) {
  return db
    .select()
    .from(remoteLoadFailures)
    .where(eq(remoteLoadFailures.remote, remote))
    .orderBy(desc(remoteLoadFailures.id))
    .limit(limit);
}
