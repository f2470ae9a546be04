import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * OPERATOR_TOKEN: the one credential of support staff and operations under /ops (refund decisions,
 * form reviews, the remote registry), checked by app/operatorAuth.ts. Unset: /ops refuses everyone.
 */
export const operatorEnvSchema = z.object({
  OPERATOR_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
});
