import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** When a row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A moment in time with its zone, named by the caller. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Prices and order amounts: integer minor units as JavaScript numbers, exact up to 2^53 (no price
 * comes near it). The money layer's ledger and payments keep bigint mode (sums of any size).
 */
export const minorUnits = (name: string) => bigint(name, { mode: 'number' });
