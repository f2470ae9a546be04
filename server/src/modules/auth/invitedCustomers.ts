import { and, count, desc, eq, gte, inArray, lt, type SQLWrapper } from 'drizzle-orm';
import type { PageRequest } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import { users } from './schema';

/**
 * Who invited whom, as the invitation programme asks it (docs/invitations.md): the accounts
 * module keeps invited_by and the invite codes; the programme never reads users itself.
 */

/** The customer's inviter; null when none (or unknown). */
export async function inviterOf(db: DbHandle, userId: bigint): Promise<bigint | null> {
  const [row] = await db.select({ inviterId: users.invitedBy }).from(users).where(eq(users.id, userId));
  return row?.inviterId ?? null;
}

export async function inviteCodeOf(db: DbHandle, userId: bigint): Promise<string> {
  const [row] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId));
  return row?.inviteCode ?? '';
}

export interface InvitedCustomer {
  id: bigint;
  nickname: string;
  createdAt: Date;
}

/** The inviter's invitees, newest first, a page of them and how many there are. */
export async function inviteesPage(db: DbHandle, inviterId: bigint, page: PageRequest): Promise<{ rows: InvitedCustomer[]; total: number }> {
  const where = eq(users.invitedBy, inviterId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every invitee of the inviter (their orders are the inviter's to see). */
/**
 * The ids of the inviter's invitees as a subquery, for another module's IN (...): the database
 * joins them, so an inviter with very many invitees costs no list of ids in this process.
 */
export function inviteeIdsOf(db: DbHandle, inviterId: bigint): SQLWrapper {
  return db.select({ id: users.id }).from(users).where(eq(users.invitedBy, inviterId));
}

/** How many invitees registered in [from, to). */
export async function inviteesJoined(db: DbHandle, inviterId: bigint, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.invitedBy, inviterId), gte(users.createdAt, from), lt(users.createdAt, to)));
  return row?.value ?? 0;
}

export async function nicknamesOf(db: DbHandle, userIds: readonly bigint[]): Promise<Map<bigint, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.nickname]));
}
