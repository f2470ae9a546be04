import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { envelopeOf, ok, pathPlaceholders, type CallDefinition } from '@topup/shared/contract';
import { CompressedAnswer } from '../static/compressedAnswer';
import { authenticate } from './authenticate';
import { publicAnswerKey, PUBLIC_ANSWER_CACHE_CONTROL, sendKeptAnswer } from './publicAnswers';

/** What a handler gets besides its payload, for the rare call that needs headers or the reply. */
export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDefinition> = (
  payload: z.output<C['request']>,
  context: CallContext,
) => Promise<z.output<C['response']>> | z.output<C['response']>;

export interface CallOptions {
  /**
   * 'public': the answer is the same for every visitor (it depends only on the URL and payload,
   * locale included), so it is kept serialized per process and browsers may cache it (ETag, a short
   * max-age). Only calls of public access may say so: an answer for a customer is never shared.
   */
  cache?: 'public';
}

/** The envelope of every refusal: the error handler, 401 and 404 all answer in this shape. */
const errorEnvelope = envelopeOf(z.null());

/**
 * Mounts one call of the contract at its client URL (see clientPath): /api + path, or the bare path
 * for /oauth and /object paths. The scope's prefix must begin that URL (an /api scope for the
 * usual calls, an /oauth scope for the OAuth ones); the route is mounted at the rest. The handler receives the
 * validated payload (path placeholders merged with the query or body, as the client sends it)
 * and returns the data; the envelope { code: 1, data, message } is added here.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  if (options.cache === 'public' && call.access !== 'public') {
    throw new Error(`Call ${call.method} ${call.path} needs a login: its answers cannot be shared`);
  }
  const keptAnswers = options.cache === 'public' ? app.publicAnswers : undefined;
  const { params, rest } = splitRequest(call);
  const carriesBody = call.method !== 'GET';
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [call.tag],
    summary: call.summary,
    ...(params ? { params } : {}),
    ...(carriesBody ? { body: rest } : { querystring: rest }),
    ...(call.bodyType === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
    ...(call.access === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
    response: { 200: envelopeOf(call.response), '4xx': errorEnvelope, '5xx': errorEnvelope },
  };

  app.route({
    method: call.method,
    url: scopedPath(app.prefix, call),
    schema,
    // Authentication comes first, so an anonymous caller learns nothing about the payload rules.
    onRequest: call.access === 'user' ? authenticate : undefined,
    // A kept answer is sent before validation: it was validated when it was made for this very input.
    preValidation: [
      ...(carriesBody ? [defaultEmptyBody] : []),
      ...(keptAnswers ? [(request: FastifyRequest, reply: FastifyReply) => sendKeptAnswer(keptAnswers, request, reply)] : []),
    ],
    handler: async (request, reply) => {
      const payload = { ...(request.params as object), ...((carriesBody ? request.body : request.query) as object) };
      const answer = async () => ok(await handler(payload as z.output<C['request']>, { request, reply }));
      if (!keptAnswers) return answer();
      const kept = await keptAnswers.make(
        publicAnswerKey(request),
        async () => new CompressedAnswer(reply.serialize(await answer()) as string, 'application/json; charset=utf-8'),
      );
      return kept.send(request, reply, carriesBody ? 'no-cache' : PUBLIC_ANSWER_CACHE_CONTROL);
    },
  });
}

/**
 * The URL path a client requests for a contract path: `/api` + path, except paths containing
 * `/object` or `/oauth`, which live at the root (the spec's client rule).
 */
export function clientPath(path: string): string {
  return path.includes('/object') || path.includes('/oauth') ? path : `/api${path}`;
}

/** Whether a call's client URL lies under a scope prefix ('' holds everything). */
export function belongsToScope(prefix: string, call: CallDefinition): boolean {
  const url = clientPath(call.path);
  return prefix === '' || url === prefix || url.startsWith(`${prefix}/`);
}

/** The route path of a call inside a scope with this prefix, in Fastify's syntax. */
function scopedPath(prefix: string, call: CallDefinition): string {
  if (!belongsToScope(prefix, call)) {
    throw new Error(`Call ${call.method} ${call.path} lives at ${clientPath(call.path)}, outside the scope ${prefix}`);
  }
  return fastifyPath(clientPath(call.path).slice(prefix.length));
}

/** `/product/{id}` becomes `/product/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Placeholder keys travel in the path, every other key in the query (GET) or body. */
function splitRequest(call: CallDefinition): { params: z.ZodObject | undefined; rest: z.ZodObject } {
  const placeholders = pathPlaceholders(call.path);
  if (placeholders.length === 0) return { params: undefined, rest: call.request };
  const mask: Record<string, true> = {};
  for (const key of placeholders) {
    if (!(key in call.request.shape)) {
      throw new Error(`Call ${call.method} ${call.path}: placeholder {${key}} is not a key of its request schema`);
    }
    mask[key] = true;
  }
  return { params: call.request.pick(mask), rest: call.request.omit(mask) };
}

/** A POST without a body is validated as {}, so its missing keys are reported by name. */
async function defaultEmptyBody(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
