import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/schema/columns';

/**
 * The live manifest URL of each remote that operations set (the seeds, remotes.json and
 * REMOTE_<NAME>_URL, apply to remotes without a row), shared by every API process on the database.
 * A canary sends `canaryPercent` % of visitors to `canaryUrl`; `previousUrl` is where a rollback goes.
 */
export const remoteRegistry = pgTable(
  'remote_registry',
  {
    remote: text('remote').primaryKey(),
    manifestUrl: text('manifest_url').notNull(),
    previousUrl: text('previous_url'),
    canaryUrl: text('canary_url'),
    canaryPercent: integer('canary_percent').notNull().default(0),
    updatedBy: text('updated_by').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('remote_registry_canary_percent', sql`${table.canaryPercent} between 0 and 100`),
    check('remote_registry_canary_url', sql`${table.canaryPercent} = 0 or ${table.canaryUrl} is not null`),
  ],
);

/** Every change of the registry: who, when, why, and the URLs it left live. */
export const remoteRegistryHistory = pgTable(
  'remote_registry_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    /** set | rollback | canary | canary-off | auto-rollback | unset */
    action: text('action').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    previousUrl: text('previous_url'),
    canaryUrl: text('canary_url'),
    canaryPercent: integer('canary_percent').notNull().default(0),
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('remote_registry_history_remote_idx').on(table.remote, table.id)],
);

/** Origins besides the store's own that may serve remotes; the page's security policy lists them. */
export const remoteOrigins = pgTable('remote_origins', {
  origin: text('origin').primaryKey(),
  addedBy: text('added_by').notNull(),
  createdAt: createdAt(),
});

/** Load failures visitors' pages reported (rate limited), for the operations view and auto-rollback. */
export const remoteLoadFailures = pgTable(
  'remote_load_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    manifestUrl: text('manifest_url'),
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('remote_load_failures_remote_idx').on(table.remote, table.createdAt)],
);
