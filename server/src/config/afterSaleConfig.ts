import { z } from 'zod';

/** After-sale (docs/after-sale.md): who decides refund requests, and how. */
export interface AfterSaleConfig {
  /**
   * Whether a refund request is approved as soon as it is made (AFTER_SALE_AUTO_APPROVE): on by
   * default outside production, so the sandbox and the browser tests see the whole flow; off in
   * production, where support staff decide.
   */
  autoApprove: boolean;
  /** Days after delivery within which a completed order may ask for a refund (AFTER_SALE_WINDOW_DAYS). */
  windowDays: number;
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const afterSaleEnvSchema = z.object({
  AFTER_SALE_AUTO_APPROVE: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).optional()),
  AFTER_SALE_WINDOW_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(365).default(7)),
});

export function afterSaleConfigOf(values: z.output<typeof afterSaleEnvSchema>, production: boolean): AfterSaleConfig {
  return {
    autoApprove: values.AFTER_SALE_AUTO_APPROVE === '1' || (!production && values.AFTER_SALE_AUTO_APPROVE !== '0'),
    windowDays: values.AFTER_SALE_WINDOW_DAYS,
  };
}
