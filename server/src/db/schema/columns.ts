import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A moment in time with its zone, named by the caller. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
