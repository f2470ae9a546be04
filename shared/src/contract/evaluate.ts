import { z } from 'zod';

/**
 * The order evaluation config: a JSON file the store serves beside its locale texts (the spec
 * fetches it from a content delivery network), read where the storefront's 'evaluate' feature is
 * on. Texts stay in the locale files; this holds only the numbers the review screens use.
 */
export const EVALUATE_CONFIG_PATH = '/config/evaluate.json';

/**
 * Each number's whole range, the one source of the schema and of isEvaluateConfig: maxScore is the
 * stars of the rating scale, reviewsPerPage the reviews per page on a product, textMaxLength the
 * longest review text a customer may write.
 */
const EVALUATE_CONFIG_RANGES = {
  maxScore: [1, 10],
  reviewsPerPage: [1, 50],
  textMaxLength: [1, 5000],
} as const satisfies Record<string, readonly [number, number]>;

type EvaluateConfigKey = keyof typeof EVALUATE_CONFIG_RANGES;
const EVALUATE_CONFIG_KEYS = Object.keys(EVALUATE_CONFIG_RANGES) as EvaluateConfigKey[];

export const evaluateConfigSchema = z.object(
  Object.fromEntries(EVALUATE_CONFIG_KEYS.map((key) => [key, z.number().int().min(EVALUATE_CONFIG_RANGES[key][0]).max(EVALUATE_CONFIG_RANGES[key][1])])) as Record<
    EvaluateConfigKey,
    z.ZodNumber
  >,
);
export type EvaluateConfig = z.infer<typeof evaluateConfigSchema>;

/** The config in `value` (unknown keys dropped, as the schema does) or null; without zod, since the shell loads it at boot. */
export function evaluateConfigOf(value: unknown): EvaluateConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const config: Partial<EvaluateConfig> = {};
  for (const key of EVALUATE_CONFIG_KEYS) {
    const [min, max] = EVALUATE_CONFIG_RANGES[key];
    const number: unknown = (value as Record<string, unknown>)[key];
    if (!Number.isInteger(number) || (number as number) < min || (number as number) > max) return null;
    config[key] = number as number;
  }
  return config as EvaluateConfig;
}
