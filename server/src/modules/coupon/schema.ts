import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouponRule, LocalizedText, OrderNo } from '@topup/shared/contract';
import { users } from '../auth/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

/**
 * What a coupon is: discount, threshold, scope and validity, in one currency. Each coupon a user
 * receives points here. `key` is a stable name for templates managed by code (the demo seed).
 * Category ids are the catalogue's, kept as a plain array (no foreign key: the wallet and coupons
 * do not depend on the catalogue's tables).
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    currencyName: text('currency_name').notNull(),
    discountType: text('discount_type').$type<CouponRule['discountType']>().notNull(),
    discountAmountMinor: bigint('discount_amount_minor', { mode: 'bigint' }),
    discountPercent: smallint('discount_percent'),
    maxDiscountMinor: bigint('max_discount_minor', { mode: 'bigint' }),
    thresholdMinor: bigint('threshold_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    scope: text('scope').$type<CouponRule['scope']>().notNull().default('all'),
    categoryIds: bigint('category_ids', { mode: 'bigint' }).array().notNull().default(sql`'{}'::bigint[]`),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
    validDays: integer('valid_days'),
    /** How many one user may receive; null: no limit. */
    perUserLimit: integer('per_user_limit'),
    /** How many may be given out in all; null: no limit. */
    totalQuantity: integer('total_quantity'),
    issuedCount: integer('issued_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupon_templates_key').on(table.key),
    check(
      'coupon_templates_discount',
      sql`(${table.discountType} = 'amount' and ${table.discountAmountMinor} > 0 and ${table.discountPercent} is null and ${table.maxDiscountMinor} is null)
        or (${table.discountType} = 'percent' and ${table.discountPercent} between 1 and 99 and ${table.discountAmountMinor} is null
          and (${table.maxDiscountMinor} is null or ${table.maxDiscountMinor} > 0))`,
    ),
    check('coupon_templates_threshold', sql`${table.thresholdMinor} >= 0`),
    check(
      'coupon_templates_scope',
      sql`(${table.scope} = 'all' and cardinality(${table.categoryIds}) = 0) or (${table.scope} = 'categories' and cardinality(${table.categoryIds}) > 0)`,
    ),
    check(
      'coupon_templates_validity',
      sql`(${table.validDays} is null and ${table.validTo} is not null and (${table.validFrom} is null or ${table.validFrom} < ${table.validTo}))
        or (${table.validDays} > 0 and ${table.validTo} is null and ${table.validFrom} is null)`,
    ),
    check('coupon_templates_per_user_limit', sql`${table.perUserLimit} is null or ${table.perUserLimit} > 0`),
    check(
      'coupon_templates_quantity',
      sql`${table.issuedCount} >= 0 and (${table.totalQuantity} is null or ${table.issuedCount} <= ${table.totalQuantity})`,
    ),
  ],
);

/**
 * A coupon a user holds. Stored status: unused, locked (held by the unpaid order order_no) or used
 * (by order_no). "Expired" is not stored: an unused coupon past valid_to is expired, so no job has
 * to sweep. Status changes are conditional updates (`where status = ...`), so a coupon is used at
 * most once whatever the concurrency. (user_id, grant_key) makes a keyed grant happen once.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    templateId: bigint('template_id', { mode: 'bigint' })
      .notNull()
      .references(() => couponTemplates.id),
    status: text('status').$type<'unused' | 'locked' | 'used'>().notNull().default('unused'),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    receivedAt: at('received_at').notNull(),
    /** Set when the owner dismissed the pop-up announcing it. */
    readAt: at('read_at'),
    orderNo: text('order_no').$type<OrderNo>(),
    lockedAt: at('locked_at'),
    usedAt: at('used_at'),
    /** Where it came from: 'cdkey', 'dev', 'seed', or what a later feature names. */
    source: text('source').notNull(),
    grantKey: text('grant_key'),
  },
  (table) => [
    uniqueIndex('user_coupons_user_grant_key').on(table.userId, table.grantKey),
    index('user_coupons_user_status_idx').on(table.userId, table.status, table.validTo),
    // One coupon per order.
    uniqueIndex('user_coupons_order_no').on(table.orderNo),
    check('user_coupons_status', sql`${table.status} in ('unused', 'locked', 'used')`),
    check(
      'user_coupons_order',
      sql`(${table.status} = 'unused' and ${table.orderNo} is null) or (${table.status} <> 'unused' and ${table.orderNo} is not null)`,
    ),
    check('user_coupons_validity', sql`${table.validFrom} < ${table.validTo}`),
  ],
);

/**
 * Exchange codes (the spec's cdkeys), stored upper-case. max_uses: how many exchanges in all
 * (null: no limit); per_user_limit: how many times one user may exchange it.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    code: text('code').primaryKey(),
    templateId: bigint('template_id', { mode: 'bigint' })
      .notNull()
      .references(() => couponTemplates.id),
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    validTo: at('valid_to'),
    createdAt: createdAt(),
  },
  (table) => [
    check('coupon_codes_uses', sql`${table.useCount} >= 0 and (${table.maxUses} is null or ${table.useCount} <= ${table.maxUses})`),
    check('coupon_codes_per_user_limit', sql`${table.perUserLimit} > 0`),
  ],
);

/**
 * Every exchange attempt, with its outcome (1 or the refusal's code): the daily attempt limit
 * (4004) counts them, the per-user limit (4007) counts the successful ones.
 */
export const couponCodeAttempts = pgTable(
  'coupon_code_attempts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    /** As typed (normalised), whether or not such a code exists. */
    code: text('code').notNull(),
    outcome: integer('outcome'),
    userCouponId: bigint('user_coupon_id', { mode: 'bigint' }).references(() => userCoupons.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('coupon_code_attempts_user_time_idx').on(table.userId, table.createdAt),
    index('coupon_code_attempts_user_code_idx').on(table.userId, table.code),
  ],
);
