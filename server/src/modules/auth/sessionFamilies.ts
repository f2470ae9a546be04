import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbHandle } from '../../db/database';
import { refreshTokens } from './schema';

/**
 * A session is a refresh-token family (docs/sessions.md). The session module keeps the sign-in
 * history; whether a family is still signed in, and whose it is, the tokens' owner answers.
 */

/** The families of the user still signed in: an unrevoked, unexpired, unused refresh token. */
export async function liveFamilies(db: DbHandle, userId: bigint, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)));
  return new Set(rows.map((row) => row.familyId));
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
