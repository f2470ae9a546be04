import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * Brotli at 5 and gzip at 6: a few milliseconds for the largest answer, paid once per answer kept
 * (not per request), for most of the highest levels' saving.
 */
const COMPRESSORS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip; q=0 refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (chosenEncodings.has(acceptEncoding)) return chosenEncodings.get(acceptEncoding);
  // Browsers send a handful of distinct headers; the bound keeps odd callers from growing it.
  if (chosenEncodings.size >= MAX_CHOSEN_ENCODINGS) chosenEncodings.clear();
  const encoding = parseEncoding(acceptEncoding);
  chosenEncodings.set(acceptEncoding, encoding);
  return encoding;
}

/** The choice per header, kept: parsing it on every kept answer cost as much as finding the answer. */
const chosenEncodings = new Map<string, Encoding | undefined>();
const MAX_CHOSEN_ENCODINGS = 100;

function parseEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * A text answer serialized once and sent many times: its ETag and its brotli and gzip forms are
 * computed on first need and kept, so a repeated answer costs neither serialization nor compression.
 */
export class CompressedAnswer {
  readonly etag: string;
  private readonly body: Buffer;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    body: string,
    readonly contentType: string,
  ) {
    this.body = Buffer.from(body);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /** Sends it with its ETag (304 when the browser holds it), in the best encoding the browser accepts. */
  send(request: FastifyRequest, reply: FastifyReply, cacheControl: string): FastifyReply {
    reply.header('etag', this.etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
    const answer = this.answerFor(request.headers);
    if (!answer) return reply.code(304).send();
    reply.type(this.contentType);
    if (answer.encoding) reply.header('content-encoding', answer.encoding);
    return reply.send(answer.body);
  }

  /** The same answer as send's, written straight to Node's response with `headers` added (see app/keptAnswersFirst.ts). */
  write(request: IncomingMessage, response: ServerResponse, cacheControl: string, headers: Readonly<Record<string, string>>): void {
    const common = { ...headers, etag: this.etag, 'cache-control': cacheControl, vary: 'accept-encoding' };
    const answer = this.answerFor(request.headers);
    if (!answer) {
      response.writeHead(304, common).end();
      return;
    }
    response.writeHead(200, {
      ...common,
      'content-type': this.contentType,
      ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
      'content-length': String(answer.body.length),
    });
    response.end(answer.body);
  }

  /** The body to send for a request's headers, in the best encoding they accept; undefined when the browser holds it (304). */
  private answerFor(headers: IncomingHttpHeaders): { body: Buffer; encoding: Encoding | undefined } | undefined {
    if (matchesEtag(headers['if-none-match'], this.etag)) return undefined;
    const encoding = chooseEncoding(headers['accept-encoding']);
    if (!encoding) return { body: this.body, encoding };
    return { body: (this.encoded[encoding] ??= COMPRESSORS[encoding](this.body)), encoding };
  }
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
