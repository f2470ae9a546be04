import { z } from 'zod';

/**
 * The order evaluation config: a JSON file the store serves beside its locale texts (the spec
 * fetches it from a content delivery network), read where the storefront's 'evaluate' feature is
 * on. Texts stay in the locale files; this holds only the numbers the review screens use.
 */
export const EVALUATE_CONFIG_PATH = '/config/evaluate.json';

export const evaluateConfigSchema = z.object({
  /** Stars of the rating scale. */
  maxScore: z.number().int().min(1).max(10),
  /** Reviews per page on a product. */
  reviewsPerPage: z.number().int().min(1).max(50),
  /** Longest review text a customer may write. */
  textMaxLength: z.number().int().min(1).max(5000),
});
export type EvaluateConfig = z.infer<typeof evaluateConfigSchema>;
