import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the zod schemas of the registered routes: JSON at /api/docs/json and the
 * UI at /api/docs, its assets served from this server (nothing from a CDN or the internet).
 * Must be registered before the routes it documents.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TopUp store API',
        description: 'Every answer is an envelope { code, data, message }; code 1 is success.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI would otherwise ask validator.swagger.io for a badge.
    uiConfig: { validatorUrl: null },
    // Swagger UI sets one inline style; only its own pages relax style-src for it.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}
