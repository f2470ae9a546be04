import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SignedImage, UploadTicket } from '@topup/shared/contract/form';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { formUploads, type StoredFormField } from './schema';
import { imageTypeOf } from '../../objectStore/imageType';
import type { ObjectStore } from '../../objectStore/objectStore';
import type { CustomerOrder } from './customerOrder';

export type UploadRow = typeof formUploads.$inferSelect;
type ImageField = Extract<StoredFormField, { type: 'image' }>;

export interface UploadDeps {
  db: DbHandle;
  store: ObjectStore;
  now: () => Date;
  linkTtlSeconds: number;
}

/**
 * Uploads one field may ever have, against a buyer filling the store with images: the field's
 * maximum several times over, so replacing an image or two is never refused.
 */
export const UPLOADS_PER_IMAGE = 5;

const UPLOAD_STATE = { WAITING: 0, KEPT: 1, REFUSED: 2 } as const;

/** Signed upload links for `files` of an image field: each within its size cap, and not more than the field takes. */
export async function issueUploads(
  deps: UploadDeps,
  order: CustomerOrder,
  field: ImageField,
  files: readonly { size: number; contentType: string }[],
): Promise<UploadTicket[]> {
  const maxBytes = field.maxSizeKb * 1024;
  if (files.some((file) => file.size > maxBytes)) throw new ApiError(ResultCode.DATA_OVERFLOW, `An image is larger than ${field.maxSizeKb} kB`);
  if (files.length > field.maxCount) throw new ApiError(ResultCode.DATA_OVERFLOW, `At most ${field.maxCount} images`);
  const [issued] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(formUploads)
    .where(and(eq(formUploads.orderId, order.id), eq(formUploads.fieldKey, field.key)));
  if ((issued?.count ?? 0) + files.length > field.maxCount * UPLOADS_PER_IMAGE) {
    throw new ApiError(ResultCode.DATA_OVERFLOW, 'Too many uploads for this field');
  }
  const expiresAt = new Date(deps.now().getTime() + deps.linkTtlSeconds * 1000);
  const tickets: UploadTicket[] = [];
  for (const file of files) {
    const objectKey = `forms/${order.userId}/${order.id}/${randomBytes(16).toString('hex')}`;
    const [row] = await deps.db
      .insert(formUploads)
      .values({ userId: order.userId, orderId: order.id, fieldKey: field.key, objectKey, maxBytes })
      .returning({ id: formUploads.id });
    const link = await deps.store.signPut(objectKey, { contentType: file.contentType, maxBytes, expiresAt });
    tickets.push({ uploadId: String(row!.id), method: 'PUT', url: link.url, headers: link.headers, expireTime: expiresAt.getTime() });
  }
  return tickets;
}

/**
 * Looks at the bytes of an upload not checked yet: kept when they are a JPEG, PNG or WebP within
 * the cap, refused (and removed from the store) otherwise; still waiting when nothing arrived.
 */
export async function checkUpload(deps: UploadDeps, upload: UploadRow): Promise<UploadRow> {
  if (upload.state !== UPLOAD_STATE.WAITING) return upload;
  const stored = await deps.store.head(upload.objectKey);
  if (!stored) return upload;
  const contentType = imageTypeOf(stored.head);
  const kept = contentType !== null && stored.size <= upload.maxBytes;
  if (!kept) await deps.store.remove(upload.objectKey);
  const [row] = await deps.db
    .update(formUploads)
    .set({ state: kept ? UPLOAD_STATE.KEPT : UPLOAD_STATE.REFUSED, contentType: kept ? contentType : null, checkedAt: deps.now() })
    .where(and(eq(formUploads.id, upload.id), eq(formUploads.state, UPLOAD_STATE.WAITING)))
    .returning();
  if (row) return row;
  // Another request checked it meanwhile: its verdict stands.
  const [checked] = await deps.db.select().from(formUploads).where(eq(formUploads.id, upload.id));
  return checked ?? upload;
}

/** The caller's uploads by id; any id that is not theirs answers 12 and says nothing about it. */
export async function ownUploads(db: DbHandle, userId: bigint, uploadIds: readonly string[]): Promise<UploadRow[]> {
  const ids = [...new Set(uploadIds)].map(BigInt);
  const rows = await db.select().from(formUploads).where(and(inArray(formUploads.id, ids), eq(formUploads.userId, userId)));
  if (rows.length !== ids.length) throw new ApiError(ResultCode.NO_DATA, 'No such image');
  return rows;
}

/** Checks the caller's uploads and signs a read link for each one kept, in the order asked. */
export async function signImages(deps: UploadDeps, userId: bigint, uploadIds: readonly string[]): Promise<SignedImage[]> {
  const rows = new Map((await ownUploads(deps.db, userId, uploadIds)).map((row) => [String(row.id), row]));
  const expiresAt = new Date(deps.now().getTime() + deps.linkTtlSeconds * 1000);
  const signed: SignedImage[] = [];
  for (const uploadId of uploadIds) {
    const upload = await checkUpload(deps, rows.get(uploadId) as UploadRow);
    const kept = upload.state === UPLOAD_STATE.KEPT;
    signed.push({
      uploadId,
      state: upload.state,
      url: kept ? await deps.store.signGet(upload.objectKey, expiresAt) : null,
      expireTime: kept ? expiresAt.getTime() : null,
    });
  }
  return signed;
}

/** Whether every image of a field is the caller's upload for this order and field, checked and kept. */
export async function imagesUsable(deps: UploadDeps, order: CustomerOrder, fieldKey: string, uploadIds: readonly string[]): Promise<boolean> {
  if (uploadIds.length === 0) return true;
  const rows = await deps.db
    .select()
    .from(formUploads)
    .where(
      and(
        inArray(formUploads.id, uploadIds.map(BigInt)),
        eq(formUploads.orderId, order.id),
        eq(formUploads.userId, order.userId),
        eq(formUploads.fieldKey, fieldKey),
        ne(formUploads.state, UPLOAD_STATE.REFUSED),
      ),
    );
  if (rows.length !== uploadIds.length) return false;
  for (const row of rows) if ((await checkUpload(deps, row)).state !== UPLOAD_STATE.KEPT) return false;
  return true;
}
