import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/schema/columns';

/** Every mail the store writes; sent_at is set once SMTP accepted it (null: outbox only). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (table) => [index('mail_outbox_created_idx').on(sql`${table.createdAt} desc`)],
);
