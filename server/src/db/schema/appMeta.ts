import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about this store's database itself, such as which demo data it was seeded with. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
