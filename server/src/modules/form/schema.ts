import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FormStatus, FormValues, OrderMessageKind, UploadContentType } from '@topup/shared/contract/form';
import { users } from '../auth/schema';
import { products, type LocaleTexts } from '../catalog/schema';
import { at, createdAt } from '../../db/schema/columns';
import { orders } from '../order/schema';

/*
 * Custom forms, their uploads and the communication records of orders (docs/forms.md).
 */

interface StoredFieldBase {
  key: string;
  label: LocaleTexts;
  hint: LocaleTexts | null;
}

/** A field of a product's form as stored: the contract's formFieldSchema with texts in every locale. */
export type StoredFormField = StoredFieldBase &
  (
    | { type: 'text'; required: boolean; maxLength: number }
    | { type: 'number'; required: boolean; min: number; max: number }
    | { type: 'select'; required: boolean; options: { value: string; label: LocaleTexts }[] }
    | { type: 'image'; minCount: number; maxCount: number; maxSizeKb: number }
  );

/** The order a row belongs to and its customer: submissions, uploads and records each name both. */
const orderOfCustomer = () => ({
  orderId: bigint('order_id', { mode: 'bigint' })
    .notNull()
    .references(() => orders.id),
  userId: bigint('user_id', { mode: 'bigint' })
    .notNull()
    .references(() => users.id),
});

/** The form a product's buyer fills after paying; at most one per product. */
export const productForms = pgTable(
  'product_forms',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'bigint' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocaleTexts>().notNull(),
    fields: jsonb('fields').$type<StoredFormField[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('product_forms_product_key').on(table.productId)],
);

/**
 * What a buyer sent for an order's form. status is FORM_STATUS; values_key is the canonical JSON
 * of values, to recognise a repeat of rejected content. At most one submission per order waits
 * for review or stands accepted, whatever the concurrency (the partial unique index).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    ...orderOfCustomer(),
    status: smallint('status').$type<FormStatus>().notNull(),
    values: jsonb('values').$type<FormValues>().notNull(),
    valuesKey: text('values_key').notNull(),
    reviewNote: text('review_note'),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (table) => [
    check('form_submissions_status', sql`${table.status} between 0 and 3`),
    uniqueIndex('form_submissions_one_standing').on(table.orderId).where(sql`${table.status} in (0, 1)`),
    index('form_submissions_order_idx').on(table.orderId, table.submittedAt),
  ],
);

/**
 * Images a buyer uploads for a form's field, straight to the object store. state: 0 the link is
 * out and no bytes were checked yet, 1 the bytes are a JPEG, PNG or WebP within the cap, 2 refused.
 */
export const formUploads = pgTable(
  'form_uploads',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    ...orderOfCustomer(),
    fieldKey: text('field_key').notNull(),
    objectKey: text('object_key').notNull(),
    /** What the bytes turned out to be; null until checked. */
    contentType: text('content_type').$type<UploadContentType>(),
    maxBytes: integer('max_bytes').notNull(),
    state: smallint('state').$type<0 | 1 | 2>().notNull().default(0),
    createdAt: createdAt(),
    checkedAt: at('checked_at'),
  },
  (table) => [
    check('form_uploads_state', sql`${table.state} between 0 and 2`),
    uniqueIndex('form_uploads_object_key').on(table.objectKey),
    index('form_uploads_order_field_idx').on(table.orderId, table.fieldKey),
  ],
);

/**
 * The communication records of an order: the store's side (written when the order changes state,
 * a form is reviewed or a refund decided) and the buyer's replies. A state change is written once
 * per order however often its job runs (the partial unique index); read_at concerns the store's
 * messages only, which the buyer reads.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    ...orderOfCustomer(),
    side: text('side').$type<'store' | 'customer'>().notNull(),
    kind: text('kind').$type<OrderMessageKind>().notNull(),
    text: text('text'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (table) => [
    check('order_messages_side', sql`${table.side} in ('store', 'customer')`),
    check('order_messages_reply_side', sql`(${table.kind} = 'reply') = (${table.side} = 'customer')`),
    uniqueIndex('order_messages_state_once')
      .on(table.orderId, table.kind)
      .where(sql`${table.kind} in ('paid', 'delivered', 'sent', 'closed', 'refunded')`),
    index('order_messages_order_idx').on(table.orderId, table.createdAt),
    index('order_messages_unread_idx').on(table.userId).where(sql`${table.side} = 'store' and ${table.readAt} is null`),
  ],
);
