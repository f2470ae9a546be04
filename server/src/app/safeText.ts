import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';

/**
 * A NUL byte (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its pair (it has no
 * UTF-8 form) in any text of a request.
 */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first path (e.g. "items.0.name") of a string holding unsafe text, or undefined. */
export function unsafeTextPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key)) return [...path, key].join('.');
    const found = unsafeTextPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses unsafe text in the path, query and body of every request, before any route's
 * validation, so no call, page or webhook has to remember it: code 11, HTTP 400.
 */
export function registerSafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = unsafeTextPath(value);
      if (path === undefined) continue;
      const where = path === '' ? part : `${part}: ${path}`;
      return reply.code(400).send(fail(ResultCode.PARAMETER_ERROR, `Parameter error: ${where}: must not contain a NUL byte or a lone surrogate`));
    }
  });
}
