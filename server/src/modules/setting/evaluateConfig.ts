import type { FastifyInstance } from 'fastify';
import { EVALUATE_CONFIG_PATH, evaluateConfigSchema, type EvaluateConfig } from '@topup/shared/contract';

/** The store's order evaluation config (docs/storefronts.md); the catalogue's reviews read it. */
export const EVALUATE_CONFIG: EvaluateConfig = { maxScore: 5, reviewsPerPage: 5, textMaxLength: 500 };

/** A short public cache: the file changes rarely and no version stamp names it. */
const FIVE_MINUTES = 'public, max-age=300';

/** Serves the evaluate config as the static JSON file the spec's client fetches. */
export async function registerEvaluateConfig(app: FastifyInstance): Promise<void> {
  app.get(
    EVALUATE_CONFIG_PATH,
    { schema: { tags: ['system'], summary: 'The order evaluation config', response: { 200: evaluateConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', FIVE_MINUTES);
      return EVALUATE_CONFIG;
    },
  );
}
