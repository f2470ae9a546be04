import type { FastifyInstance, FastifyReply } from 'fastify';
import { imageTypeOf } from './imageType';
import { LOCAL_OBJECT_PREFIX, type LocalObjectStore } from './localObjectStore';

/** The largest PUT the local store reads at all; each link's own cap is smaller. */
const MAX_OBJECT_BYTES = 10 * 1024 * 1024;

interface LinkQuery {
  expires?: string;
  max?: string;
  type?: string;
  sig?: string;
}

/** A refusal of the store itself, in the API's envelope (15: operation not allowed). */
const refuse = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).header('Cache-Control', 'no-store').send({ code: 15, data: null, message });

/**
 * The local store's signed links: PUT writes the bytes a signed upload link allows (its size cap
 * and content type), GET reads them back with a signed read link. No session is asked: the
 * signature is the permission, and it expires.
 */
export async function registerLocalObjectRoutes(app: FastifyInstance, store: LocalObjectStore, now: () => Date): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_OBJECT_BYTES }, (_request, body, done) => done(null, body));

    scope.put<{ Params: { '*': string }; Querystring: LinkQuery }>(`${LOCAL_OBJECT_PREFIX}*`, async (request, reply) => {
      const { expires, max, type, sig } = request.query;
      const terms = { op: 'put' as const, key: request.params['*'], expires: Number(expires), max: Number(max), type };
      if (!store.verify(terms, String(sig ?? ''), now())) return refuse(reply, 403, 'The upload link is invalid or expired');
      if (request.headers['content-type'] !== type) return refuse(reply, 403, 'The content type differs from the signed one');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return refuse(reply, 400, 'No bytes');
      if (body.length > terms.max) return refuse(reply, 413, 'Larger than the upload allows');
      await store.put(terms.key, body);
      return reply.code(200).header('Cache-Control', 'no-store').send({ code: 1, data: null, message: 'ok' });
    });

    scope.get<{ Params: { '*': string }; Querystring: LinkQuery }>(`${LOCAL_OBJECT_PREFIX}*`, async (request, reply) => {
      const { expires, sig } = request.query;
      const terms = { op: 'get' as const, key: request.params['*'], expires: Number(expires) };
      if (!store.verify(terms, String(sig ?? ''), now())) return refuse(reply, 403, 'The link is invalid or expired');
      const bytes = await store.read(terms.key);
      const type = bytes && imageTypeOf(bytes);
      // Only images are ever served back, under their real type, and never cached by a proxy.
      if (!bytes || !type) return refuse(reply, 404, 'No such image');
      return reply
        .header('Content-Type', type)
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .send(bytes);
    });
  });
}
