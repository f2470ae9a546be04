import { eq } from 'drizzle-orm';
import type { DbHandle } from '../../db/database';
import { users } from './schema';

/**
 * Holds the customer's row until the caller's transaction ends, so one customer's money steps
 * (grants, code exchanges, payments) run one after the other; false when there is no such customer.
 */
export async function holdCustomer(tx: DbHandle, userId: bigint): Promise<boolean> {
  const [held] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return held !== undefined;
}

/** The customer's nickname ('' when unknown), as shown masked in public lists. */
export async function nicknameOf(db: DbHandle, userId: bigint): Promise<string> {
  const [found] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return found?.nickname ?? '';
}

/** The customer's e-mail, if they signed up with one (a provider's page may ask for it). */
export async function emailOf(db: DbHandle, userId: bigint): Promise<string | undefined> {
  const [found] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return found?.email ?? undefined;
}
