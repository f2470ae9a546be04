import { z } from 'zod';
import { SINGLE_TRANSACTION_ITEM_LIMIT } from '@topup/shared/validation';
import { catalogIdSchema } from './catalog';

/**
 * The link from a product page to the order confirmation (spec, section 2): /ordre/confirm with
 * the query productSpecDetailIds (JSON of a list with one item holding skuId and quantity),
 * flag=info and signStr. The catalogue builds it and the checkout reads it with these schemas;
 * the signature is in @topup/shared/orderConfirm.
 */
export const ORDER_CONFIRM_PATH = '/ordre/confirm';
export const ORDER_CONFIRM_FLAG = 'info';

export const orderItemSchema = z.object({
  skuId: catalogIdSchema,
  quantity: z.number().int().min(1).max(SINGLE_TRANSACTION_ITEM_LIMIT),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The spec's list holds exactly one item: one SKU, bought in some quantity. */
export const productSpecDetailIdsSchema = z.array(orderItemSchema).length(1);

/** Upper-case MD5 in hexadecimal. */
export const ORDER_SIGNATURE = /^[0-9A-F]{32}$/;
export const orderSignatureSchema = z.string().regex(ORDER_SIGNATURE);

/** The query of /ordre/confirm as the URL carries it (text); other parameters pass untouched. */
export const orderConfirmQuerySchema = z.object({
  productSpecDetailIds: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'productSpecDetailIds is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(productSpecDetailIdsSchema),
  flag: z.literal(ORDER_CONFIRM_FLAG),
  signStr: orderSignatureSchema,
});
export type OrderConfirmQuery = z.infer<typeof orderConfirmQuerySchema>;
