import { z } from 'zod';
import { defineCall, idSchema, LOCALES, orderNoSchema } from '@topup/shared/contract';

/**
 * Custom forms (spec sections 3 and 5): what the seller needs from the buyer after paying, per
 * product, and the communication records of an order. Payload shapes are the store's own
 * (docs/forms.md): the spec names only the paths.
 */

/** Content types an upload may have; the server checks the bytes, not the name or this claim. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

const fieldBase = { key: z.string(), label: z.string(), hint: z.string().nullable() };

/** One field of a form, its label in the request's locale, with the rule the value must meet. */
export const formFieldSchema = z.discriminatedUnion('type', [
  z.object({ ...fieldBase, type: z.literal('text'), required: z.boolean(), maxLength: z.number().int().positive() }),
  z.object({ ...fieldBase, type: z.literal('number'), required: z.boolean(), min: z.number(), max: z.number() }),
  z.object({
    ...fieldBase,
    type: z.literal('select'),
    required: z.boolean(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  z.object({
    ...fieldBase,
    type: z.literal('image'),
    minCount: z.number().int().min(0),
    maxCount: z.number().int().positive(),
    maxSizeKb: z.number().int().positive(),
  }),
]);
export type FormField = z.infer<typeof formFieldSchema>;

/** A value by field key: text and select a string, number a number, image the ids of its uploads. */
export const formValueSchema = z.union([z.string().max(2000), z.number(), z.array(idSchema).max(20)]);
export const formValuesSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), formValueSchema)
  .refine((values) => Object.keys(values).length <= 30, 'at most 30 fields');
export type FormValues = z.infer<typeof formValuesSchema>;

/** 0 waiting for the store's review, 1 accepted, 2 rejected, 3 cancelled by the buyer. */
export const FORM_STATUS = { REVIEW: 0, ACCEPTED: 1, REJECTED: 2, CANCELLED: 3 } as const;
export const formStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type FormStatus = z.infer<typeof formStatusSchema>;

export const formSubmissionSchema = z.object({
  /** 64-bit id as a string. */
  submissionId: z.string(),
  status: formStatusSchema,
  values: formValuesSchema,
  /** The store's words when it rejected the form; null otherwise. */
  reviewNote: z.string().nullable(),
  /** ms since the epoch. */
  submitTime: z.number().int(),
  reviewTime: z.number().int().nullable(),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

const orderForm = z.object({ orderNo: orderNoSchema });
const localeRequest = { locale: z.enum(LOCALES).default('ru') };

export const formInfoCall = defineCall({
  method: 'GET',
  path: '/form/formInteraction/v2/formInfo',
  access: 'user',
  tag: 'form',
  summary: "The form of one of the caller's orders: its fields and its latest submission (12 when the order is not the caller's or has no form)",
  request: orderForm.extend(localeRequest),
  response: z.object({
    orderNo: orderNoSchema,
    title: z.string(),
    fields: z.array(formFieldSchema),
    /** Whether a submission may be made now: the order is open and nothing waits for review or was accepted. */
    fillable: z.boolean(),
    /** Whether the order no longer takes a form (closed or refunded): 5007 on submit. */
    orderClosed: z.boolean(),
    latest: formSubmissionSchema.nullable(),
  }),
});

export const submitFormCall = defineCall({
  method: 'POST',
  path: '/form/formInteraction/v2/submitForm',
  access: 'user',
  tag: 'form',
  summary:
    'Submit the form of an order: 5007 order closed, 5008 the form changed since it was read (refresh), 5010 already filled, 5011 a value breaks its field rule; the same content as a rejected submission asks for confirmation first',
  request: orderForm.extend({
    values: formValuesSchema,
    /** The latest submission the buyer saw (formInfo's latest), null when none: a stale one is 5008. */
    latestSubmissionId: z.string().nullable(),
    /** The buyer confirmed sending again what the store rejected. */
    confirmRepeat: z.boolean().default(false),
  }),
  response: z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('submitted'), submission: formSubmissionSchema }),
    z.object({ outcome: z.literal('confirmRepeat'), rejected: formSubmissionSchema }),
  ]),
});

export const cancelFormCall = defineCall({
  method: 'POST',
  path: '/form/formInteraction/v2/cancelForm',
  access: 'user',
  tag: 'form',
  summary: 'Withdraw the submission waiting for review so the form can be modified (5008 when it is no longer waiting)',
  request: orderForm.extend({ submissionId: idSchema }),
  response: formSubmissionSchema,
});

export const historyFormCall = defineCall({
  method: 'GET',
  path: '/form/formInteraction/v2/getHistoryFormByOrderId',
  access: 'user',
  tag: 'form',
  summary: "Every submission of an order's form, newest first",
  request: orderForm,
  response: z.array(formSubmissionSchema),
});

export const historyFormV1Call = defineCall({
  method: 'GET',
  path: '/form/formInteraction/v1/getHistoryFormByOrderId',
  access: 'user',
  tag: 'form',
  summary: "The latest submission of an order's form, null when none (the first version's shape)",
  request: orderForm,
  response: formSubmissionSchema.nullable(),
});

export const uploadFileSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  /** Bytes; the store refuses more than the field's cap (14) and checks the stored bytes again. */
  size: z.number().int().positive(),
});

/** Where the browser PUTs the bytes itself: a signed link that expires. */
export const uploadTicketSchema = z.object({
  uploadId: z.string(),
  method: z.literal('PUT'),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  /** ms since the epoch. */
  expireTime: z.number().int(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

const uploadRequest = orderForm.extend({ fieldKey: z.string().min(1).max(32) });

export const uploadInfoCall = defineCall({
  method: 'POST',
  path: '/form/formInteraction/v2/getUploadInfo',
  access: 'user',
  tag: 'form',
  summary: "Signed upload links for images of a form's field (14 too big or too many, 5007 order closed, 12 not the caller's)",
  request: uploadRequest.extend({ files: z.array(uploadFileSchema).min(1).max(20) }),
  response: z.array(uploadTicketSchema),
});

export const uploadInfoV1Call = defineCall({
  method: 'POST',
  path: '/form/formInteraction/v1/getUploadInfo',
  access: 'user',
  tag: 'form',
  summary: 'One signed upload link (the first version: one file per call)',
  request: uploadRequest.merge(uploadFileSchema),
  response: uploadTicketSchema,
});

/** 0 waiting for its bytes, 1 checked and kept, 2 refused (not an image it claims, too big). */
export const signedImageSchema = z.object({
  uploadId: z.string(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** A signed, expiring link for the owner; null unless the image was checked and kept. */
  url: z.string().nullable(),
  expireTime: z.number().int().nullable(),
});
export type SignedImage = z.infer<typeof signedImageSchema>;

const signRequest = z.object({ uploadIds: z.array(idSchema).min(1).max(20) });

export const bathSignImageCall = defineCall({
  method: 'POST',
  path: '/form/formInteraction/v2/bathSignImage',
  access: 'user',
  tag: 'form',
  summary: "Check uploaded images and sign links to read them, the caller's only (12 for any other id)",
  request: signRequest,
  response: z.array(signedImageSchema),
});

export const batchSignImageCall = defineCall({
  method: 'POST',
  path: '/form/formInteraction/v1/batchSignImage',
  access: 'user',
  tag: 'form',
  summary: 'The first version of bathSignImage, same payload and answer',
  request: signRequest,
  response: z.array(signedImageSchema),
});

export const unreadFlgCall = defineCall({
  method: 'GET',
  path: '/form/formInteraction/unreadFlg',
  access: 'user',
  tag: 'form',
  summary: "Whether the store wrote to the caller (a form reviewed, an order's news) since the caller last read, and about which orders",
  request: z.object({}),
  response: z.object({ unread: z.boolean(), orderNos: z.array(orderNoSchema) }),
});

export const readCall = defineCall({
  method: 'POST',
  path: '/form/formInteraction/read',
  access: 'user',
  tag: 'form',
  summary: "Mark the store's messages of one order read (12 when the order is not the caller's)",
  request: orderForm,
  response: z.object({ marked: z.number().int() }),
});

/** Why the store wrote; the page words each kind in the buyer's language. */
export const ORDER_MESSAGE_KINDS = [
  'paid',
  'delivered',
  'sent',
  'closed',
  'refunded',
  'formAccepted',
  'formRejected',
  'refundRequested',
  'refundApproved',
  'refundRejected',
  'reply',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

export const orderMessageSchema = z.object({
  id: z.string(),
  side: z.enum(['store', 'customer']),
  kind: z.enum(ORDER_MESSAGE_KINDS),
  /** Free text: the buyer's reply, the store's review note; null when the kind says it all. */
  text: z.string().nullable(),
  /** ms since the epoch. */
  createTime: z.number().int(),
  read: z.boolean(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const orderMessagesCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/v1/messages',
  access: 'user',
  tag: 'form',
  summary: "The communication records of one of the caller's orders, oldest first (12 when none is the caller's)",
  request: orderForm,
  response: z.array(orderMessageSchema),
});

/** Longest reply a buyer may write. */
export const MAX_REPLY_LENGTH = 1000;

export const orderReplyCall = defineCall({
  method: 'POST',
  path: '/order/orderInfo/v1/reply',
  access: 'user',
  tag: 'form',
  summary: 'The buyer writes to the store about one of their orders',
  request: orderForm.extend({ text: z.string().trim().min(1).max(MAX_REPLY_LENGTH) }),
  response: orderMessageSchema,
});

export const formCalls = [
  formInfoCall,
  submitFormCall,
  cancelFormCall,
  historyFormCall,
  historyFormV1Call,
  uploadInfoCall,
  uploadInfoV1Call,
  bathSignImageCall,
  batchSignImageCall,
  unreadFlgCall,
  readCall,
  orderMessagesCall,
  orderReplyCall,
] as const;
