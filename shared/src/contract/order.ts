import { z } from 'zod';
import { defineCall } from './defineCall';

/** A way to pay in one currency; payWayId = payWay and currencyName joined by a bar (spec, section 3). */
export const payWaySchema = z.object({
  payWayId: z.string(),
  payWay: z.string(),
  currencyName: z.string(),
  /** Typical minutes until the provider confirms a payment (PIX/SPEI 1, OXXO_PAY/MERCADO_PAGO 30). */
  confirmMinutes: z.number().int().min(0),
});
export type PayWay = z.infer<typeof payWaySchema>;

export function payWayIdOf(payWay: string, currencyName: string): string {
  return `${payWay}|${currencyName}`;
}

export const payWaysCall = defineCall({
  method: 'GET',
  path: '/order/v2/getPayWays',
  access: 'public',
  tag: 'order',
  summary: 'The pay ways of a currency (every currency when none is given), the default first',
  request: z.object({ currencyName: z.string().regex(/^[A-Z]{3,4}$/).optional() }),
  response: z.array(payWaySchema),
});
