import type { DbHandle } from '../../db/database';
import { couponTemplates } from './schema';

/** A template's terms as code writes them (another module's rule keeps them; the store fills in the rest). */
export type KeyedTemplateValues = Omit<typeof couponTemplates.$inferInsert, 'id' | 'key' | 'issuedCount' | 'createdAt'>;

/** The template of this key, written from the caller's terms on first use and kept in step with them after. */
export async function keyedTemplate(tx: DbHandle, key: string, values: KeyedTemplateValues): Promise<bigint> {
  const [row] = await tx
    .insert(couponTemplates)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: couponTemplates.key, set: values })
    .returning({ id: couponTemplates.id });
  if (!row) throw new Error(`coupon: the template ${key} was not written`);
  return row.id;
}
