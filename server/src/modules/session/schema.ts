import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { at } from '../../db/schema/columns';

/**
 * One sign-in: the refresh-token family it opened (the session), when, from which IP and user
 * agent (docs/sessions.md). last_seen_at moves on each refresh of the family. The rows are the
 * sign-in history; a session is live while its family has an unrevoked, unexpired refresh token.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    signedInAt: at('signed_in_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (table) => [index('sign_ins_user_idx').on(table.userId, table.signedInAt)],
);
