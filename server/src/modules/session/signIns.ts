import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { SignIn } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import { refreshTokens } from '../auth/schema';
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

/** The families of the user still signed in: an unrevoked, unexpired refresh token. */
async function liveFamilies(db: DbHandle, userId: bigint, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)));
  return new Set(rows.map((row) => row.familyId));
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

/** Whether this family is one of the user's (so the caller may revoke it). */
export async function ownsFamily(db: DbHandle, userId: bigint, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId)))
    .limit(1);
  return row !== undefined;
}
