import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ContentDocument } from '@topup/shared/contract/content';
import { at } from '../../db/schema/columns';

/**
 * The store's own pages per locale and slug (docs/content.md): the document is checked against
 * the contract's schema whenever it is written, and served as data, never as HTML.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    document: jsonb('document').$type<ContentDocument>().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locale, table.slug] })],
);
