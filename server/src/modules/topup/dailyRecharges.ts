import { and, eq, gte, inArray, or, sum } from 'drizzle-orm';
import type { DbHandle } from '../../db/database';
import { recharges } from './schema';

/**
 * What a customer's top-ups in a currency count towards the daily payment limit: paid today, and
 * begun today with their money still to come (pending) or held for review.
 */
export async function rechargesCountedToday(db: DbHandle, userId: bigint, currencyName: string, dayStart: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(recharges.amount) })
    .from(recharges)
    .where(
      and(
        eq(recharges.userId, userId),
        eq(recharges.currencyName, currencyName),
        or(
          and(eq(recharges.status, 'paid'), gte(recharges.settledAt, dayStart)),
          and(inArray(recharges.status, ['creating', 'pending', 'review']), gte(recharges.createdAt, dayStart)),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}
