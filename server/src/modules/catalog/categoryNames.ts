import { inArray } from 'drizzle-orm';
import type { DbHandle } from '../../db/database';
import { categories, type LocaleTexts } from './schema';

/** The games' names by id, for lists that show which game a thing belongs to. */
export async function categoryNamesById(db: DbHandle, ids: readonly bigint[]): Promise<Map<bigint, LocaleTexts>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: categories.id, names: categories.names }).from(categories).where(inArray(categories.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.names]));
}
