import { z } from 'zod';

/**
 * An amount of money: integer minor units of a currency (kopecks, cents, centavos), never a float.
 * The currency's number of minor digits is in its storefront (storefrontSchema.minorDigits).
 */
export const moneySchema = z.object({
  currencyName: z.string().regex(/^[A-Z]{3,4}$/),
  amount: z.number().int().min(0),
});
export type Money = z.infer<typeof moneySchema>;
