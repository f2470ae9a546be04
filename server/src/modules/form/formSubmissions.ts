import type { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import { ORDER_STATUS, type CallResponse, type Locale, type OrderStatus, type OrderNo } from '@topup/shared/contract';
import { FORM_STATUS, type FormSubmission, type FormValues, type formInfoCall, type submitFormCall } from '@topup/shared/contract/form';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { orderById } from '../order';
import { formSubmissions, type StoredFormField } from './schema';
import { customerOrder, type CustomerOrder } from './customerOrder';
import { fieldView, formOfProduct, textIn, type ProductForm } from './formDefinitions';
import { checkedValues, valuesKey } from './formRules';
import { imagesUsable, type UploadDeps } from './formUploads';
import { writeStoreMessage } from './orderMessages';

type SubmissionRow = typeof formSubmissions.$inferSelect;

export interface FormDeps extends UploadDeps {
  /** Sandbox review of every submission at once (FORM_AUTO_REVIEW). */
  autoReview: 'accept' | 'reject' | undefined;
}

/** Orders whose form may be filled: paid and not closed or refunded. */
const FILLABLE_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED, ORDER_STATUS.SENT];
const CLOSED_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.CLOSED, ORDER_STATUS.REFUNDED];

/** A closed or refunded order takes no form nor image any more (5007). */
export const takesNoForm = (status: OrderStatus) => CLOSED_STATUSES.includes(status);

export function submissionView(row: SubmissionRow): FormSubmission {
  return {
    submissionId: String(row.id),
    status: row.status,
    values: row.values,
    reviewNote: row.reviewNote,
    submitTime: row.submittedAt.getTime(),
    reviewTime: row.reviewedAt?.getTime() ?? null,
  };
}

const noForm = () => new ApiError(ResultCode.NO_DATA, 'This order has no form');

/** The form of one of the caller's orders; 12 when the order is not theirs or its product has none. */
export async function orderForm(db: DbHandle, userId: bigint, orderNo: OrderNo): Promise<{ order: CustomerOrder; form: ProductForm }> {
  const order = await customerOrder(db, userId, orderNo);
  const form = await formOfProduct(db, order.productId);
  if (!form) throw noForm();
  return { order, form };
}

async function submissionsOf(db: DbHandle, orderId: bigint): Promise<SubmissionRow[]> {
  return db.select().from(formSubmissions).where(eq(formSubmissions.orderId, orderId)).orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.id));
}

const standing = (row: SubmissionRow | undefined) => row !== undefined && (row.status === FORM_STATUS.REVIEW || row.status === FORM_STATUS.ACCEPTED);

export async function formInfo(db: DbHandle, userId: bigint, orderNo: OrderNo, locale: Locale): Promise<CallResponse<typeof formInfoCall>> {
  const { order, form } = await orderForm(db, userId, orderNo);
  const [latest] = await submissionsOf(db, order.id);
  return {
    orderNo,
    title: textIn(form.title, locale),
    fields: form.fields.map((field) => fieldView(field, locale)),
    fillable: FILLABLE_STATUSES.includes(order.status) && !standing(latest),
    orderClosed: CLOSED_STATUSES.includes(order.status),
    latest: latest ? submissionView(latest) : null,
  };
}

export async function formHistory(db: DbHandle, userId: bigint, orderNo: OrderNo): Promise<FormSubmission[]> {
  const { order } = await orderForm(db, userId, orderNo);
  return (await submissionsOf(db, order.id)).map(submissionView);
}

async function imagesChecked(deps: FormDeps, order: CustomerOrder, fields: readonly StoredFormField[], values: FormValues): Promise<void> {
  for (const field of fields) {
    if (field.type !== 'image') continue;
    const ids = (values[field.key] ?? []) as string[];
    if (!(await imagesUsable(deps, order, field.key, ids))) {
      throw new ApiError(ResultCode.FORM_CONTENT_UNREASONABLE, `${field.key}: an image is missing, not the buyer's, or not a JPEG, PNG or WebP within the cap`);
    }
  }
}

/**
 * A submission of the order's form (docs/forms.md): refused with 5007 when the order is closed or
 * refunded, 5008 when the form changed since the buyer read it, 5010 when a submission waits for
 * review or stands accepted, 5011 when a value breaks its field's rule. Content the store already
 * rejected is sent again only once the buyer confirmed it.
 */
export async function submitForm(deps: FormDeps, userId: bigint, request: z.output<typeof submitFormCall.request>): Promise<CallResponse<typeof submitFormCall>> {
  const { order, form } = await orderForm(deps.db, userId, request.orderNo);
  if (CLOSED_STATUSES.includes(order.status)) throw new ApiError(ResultCode.FORM_ORDER_CLOSED, 'The order is closed');
  if (!FILLABLE_STATUSES.includes(order.status)) throw new ApiError(ResultCode.OPERATION_NOT_ALLOWED, 'The order is not paid yet');
  const values = checkedValues(form.fields, request.values);
  await imagesChecked(deps, order, form.fields, values);
  const key = valuesKey(values);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      // The order row serialises submissions and reviews of its form.
      const locked = await orderById(tx, order.id, true);
      if (locked && CLOSED_STATUSES.includes(locked.status)) throw new ApiError(ResultCode.FORM_ORDER_CLOSED, 'The order is closed');
      const history = await submissionsOf(tx, order.id);
      const latest = history[0];
      if ((latest ? String(latest.id) : null) !== (request.latestSubmissionId ?? null)) {
        throw new ApiError(ResultCode.FORM_ALREADY_SUBMITTED, 'The form changed since it was read: refresh');
      }
      if (standing(latest)) throw new ApiError(ResultCode.FORM_ALREADY_FILLED, 'The form is already filled');
      const rejected = history.find((row) => row.status === FORM_STATUS.REJECTED && row.valuesKey === key);
      if (rejected && !request.confirmRepeat) return { outcome: 'confirmRepeat' as const, rejected: submissionView(rejected) };
      const [row] = await tx
        .insert(formSubmissions)
        .values({ orderId: order.id, userId, status: FORM_STATUS.REVIEW, values, valuesKey: key, submittedAt: now })
        .returning();
      const submission = deps.autoReview ? await reviewLocked(tx, order, row as SubmissionRow, deps.autoReview, null, now) : (row as SubmissionRow);
      return { outcome: 'submitted' as const, submission: submissionView(submission) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'form_submissions_one_standing')) throw new ApiError(ResultCode.FORM_ALREADY_FILLED, 'The form is already filled');
    throw error;
  }
}

/** The buyer withdraws the submission waiting for review, to modify it; 5008 once it is no longer waiting. */
export async function cancelForm(deps: FormDeps, userId: bigint, orderNo: OrderNo, submissionId: string): Promise<FormSubmission> {
  const { order } = await orderForm(deps.db, userId, orderNo);
  const [row] = await deps.db
    .update(formSubmissions)
    .set({ status: FORM_STATUS.CANCELLED, reviewedAt: deps.now() })
    .where(and(eq(formSubmissions.id, BigInt(submissionId)), eq(formSubmissions.orderId, order.id), eq(formSubmissions.status, FORM_STATUS.REVIEW)))
    .returning();
  if (row) return submissionView(row);
  const [other] = await deps.db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, BigInt(submissionId)), eq(formSubmissions.orderId, order.id)));
  if (!other) throw new ApiError(ResultCode.NO_DATA, 'No such submission');
  throw new ApiError(ResultCode.FORM_ALREADY_SUBMITTED, 'The submission is no longer waiting: refresh');
}

async function reviewLocked(
  tx: DbHandle,
  order: { id: bigint; userId: bigint },
  row: SubmissionRow,
  decision: 'accept' | 'reject',
  note: string | null,
  at: Date,
): Promise<SubmissionRow> {
  const [reviewed] = await tx
    .update(formSubmissions)
    .set({ status: decision === 'accept' ? FORM_STATUS.ACCEPTED : FORM_STATUS.REJECTED, reviewNote: note, reviewedAt: at })
    .where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.status, FORM_STATUS.REVIEW)))
    .returning();
  if (!reviewed) throw new ApiError(ResultCode.CANNOT_REPEAT, 'The submission is no longer waiting for review');
  await writeStoreMessage(tx, order, decision === 'accept' ? 'formAccepted' : 'formRejected', note, at);
  return reviewed;
}

/** The store's review of a submission (the operator endpoint): accepted, or rejected with its words to the buyer. */
export async function reviewSubmission(
  db: DbHandle,
  submissionId: bigint,
  decision: 'accept' | 'reject',
  note: string | null,
  at: Date,
): Promise<FormSubmission> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
    if (!row) throw new ApiError(ResultCode.NO_DATA, 'No such submission');
    const order = await orderById(tx, row.orderId, true);
    return submissionView(await reviewLocked(tx, order as { id: bigint; userId: bigint }, row, decision, note, at));
  });
}
