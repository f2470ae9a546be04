import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SignIn } from '@topup/shared/contract/sessions';
import type { DbHandle } from '../../db/database';
import { liveFamilies } from '../auth';
import { deviceLabel } from './deviceLabel';
import { signIns } from './schema';

/** Longest user agent kept: enough for any real browser, bounded against junk. */
const MAX_USER_AGENT = 512;
const HISTORY_LENGTH = 50;

export interface SignInSource {
  ip: string;
  userAgent: string;
}

/**
 * Records the session a token call served: a new family is a sign-in, a known one (a refresh)
 * moves its last-seen time.
 */
export async function recordTokenIssue(
  db: DbHandle,
  session: { userId: bigint; familyId: string },
  source: SignInSource,
  now: Date,
): Promise<void> {
  await db
    .insert(signIns)
    .values({ ...session, ip: source.ip, userAgent: source.userAgent.slice(0, MAX_USER_AGENT), signedInAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: signIns.familyId, set: { lastSeenAt: now } });
}

/** The user's sign-ins, newest first; `onlyLive` keeps the sessions still signed in. */
export async function signInsOf(db: DbHandle, caller: { userId: bigint; familyId: string }, now: Date, onlyLive: boolean): Promise<SignIn[]> {
  const live = await liveFamilies(db, caller.userId, now);
  if (onlyLive && live.size === 0) return [];
  const rows = await db
    .select()
    .from(signIns)
    .where(and(eq(signIns.userId, caller.userId), onlyLive ? inArray(signIns.familyId, [...live]) : undefined))
    .orderBy(desc(signIns.signedInAt))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => ({
    sessionId: row.familyId,
    device: deviceLabel(row.userAgent),
    ip: row.ip,
    signInTime: row.signedInAt.getTime(),
    lastSeenTime: row.lastSeenAt.getTime(),
    active: live.has(row.familyId),
    current: row.familyId === caller.familyId,
  }));
}
