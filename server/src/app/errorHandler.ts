import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { fail } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from './ApiError';

/** The one text an unexpected failure shows: details go to the log, never to the client. */
const SYSTEM_ERROR_MESSAGE = 'System error, please retry later';

/**
 * Turns every error into the envelope. A handler's ApiError is an answer (HTTP 200); a request
 * that fails validation or parsing is the client's fault (HTTP 4xx, code 10 or 11); anything
 * else is ours (HTTP 500, code 18, logged with its stack).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ ...fail(error.code, error.message), data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationFailure(error, request));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send(fail(ResultCode.PARAMETER_ERROR, 'Parameter error: the body is not valid JSON'));
    }
    if (isClientError(error)) {
      // Fastify's own 4xx (empty JSON body, unsupported media type, body too large...) carry
      // safe, plain messages.
      return reply.code(error.statusCode as number).send(fail(ResultCode.PARAMETER_ERROR, `Parameter error: ${error.message}`));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send(fail(ResultCode.SYSTEM_RETRY, SYSTEM_ERROR_MESSAGE));
  });
}

/**
 * Fastify's router refuses some URLs before any route or hook (a malformed escape, a path segment
 * past maxParamLength); they get the envelope too, without echoing the URL.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const what = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path segment is too long' : 'the URL is malformed';
  void reply.code(isClientError(error) ? (error.statusCode as number) : 400).send(fail(ResultCode.PARAMETER_ERROR, `Parameter error: ${what}`));
}

function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

interface ValidationError {
  validation: ZodFastifySchemaValidationError[];
  validationContext?: string;
}

/** Code 10 names the first absent field; code 11 the first field with a wrong value (1008 for an e-mail). */
function validationFailure(error: ValidationError, request: FastifyRequest) {
  const issue = error.validation[0];
  const segments = issue?.instancePath.split('/').filter((segment) => segment !== '') ?? [];
  const part = error.validationContext ?? 'body';
  if (segments.length === 0) {
    return fail(ResultCode.PARAMETER_ERROR, `Parameter error: ${part}: ${issue?.message ?? 'invalid value'}`);
  }
  const field = segments.join('.');
  if (valueAt(rawPart(request, part), segments) === undefined) {
    return fail(ResultCode.MISSING_PARAMETER, `Missing parameter: ${field}`);
  }
  // The spec gives a malformed e-mail address its own code.
  if (segments[segments.length - 1] === 'email') return fail(ResultCode.EMAIL_FORMAT_ERROR, 'Wrong e-mail format');
  return fail(ResultCode.PARAMETER_ERROR, `Parameter error: ${field}: ${issue?.message ?? 'invalid value'}`);
}

/** On a validation failure the request still holds the values as they arrived. */
function rawPart(request: FastifyRequest, part: string): unknown {
  switch (part) {
    case 'params':
      return request.params;
    case 'querystring':
      return request.query;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

/** A path below a present text (an item of a list parsed from "1,2") leads to that text: it was sent. */
function valueAt(value: unknown, segments: string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (typeof current === 'string') return current;
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
