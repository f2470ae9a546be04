import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** Headers as Node's flat list of names and values, the same for every answer they go before. */
export type FixedHeaders = readonly string[];

/** The kinds of answer `write` sends: each encoding's 200, and the 304. */
type WrittenKind = Encoding | 'identity' | 'notModified';

/** What `write` sends for one kind: Node's header list and the body as latin1 text. */
interface WrittenForm {
  head: string[];
  body: string;
}

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
/**
 * A kept answer differs by encoding, and by origin as its CORS header does: a shared cache must not
 * give one origin's copy (or the same-origin one, without the header) to another.
 */
const VARY = 'Origin, Accept-Encoding';

export class CompressedAnswer {
  readonly etag: string;
  private readonly body: Buffer;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};
  /** What `write` sent, per kind, after the fixed headers it was given. */
  private written?: { after: FixedHeaders; forms: Partial<Record<WrittenKind, WrittenForm>> };

  constructor(
    body: string,
    readonly contentType: string,
  ) {
    this.body = Buffer.from(body);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /** Sends it with its ETag (304 when the browser holds it), in the best encoding the browser accepts. */
  send(request: FastifyRequest, reply: FastifyReply, cacheControl: string): FastifyReply {
    reply.header('etag', this.etag).header('cache-control', cacheControl).header('vary', VARY);
    const answer = this.answerFor(request.headers);
    if (!answer) return reply.code(304).send();
    reply.type(this.contentType);
    if (answer.encoding) reply.header('content-encoding', answer.encoding);
    return reply.send(answer.body);
  }

  /**
   * The same answer as send's, written straight to Node's response after `fixedHeaders` (see
   * app/keptAnswersFirst.ts). What it writes is built once per kind of answer: spreading header
   * objects on every request took a tenth of the shortcut's time.
   */
  write(request: IncomingMessage, response: ServerResponse, fixedHeaders: FixedHeaders): void {
    const answer = this.answerFor(request.headers);
    const kind: WrittenKind = answer ? (answer.encoding ?? 'identity') : 'notModified';
    if (this.written?.after !== fixedHeaders) this.written = { after: fixedHeaders, forms: {} };
    const form = (this.written.forms[kind] ??= this.writtenForm(fixedHeaders, answer));
    response.writeHead(answer ? 200 : 304, form.head);
    response.end(form.body, 'latin1');
  }

  private writtenForm(fixedHeaders: FixedHeaders, answer: { body: Buffer; encoding: Encoding | undefined } | undefined): WrittenForm {
    const validators = ['etag', this.etag, 'vary', VARY];
    if (!answer) return { head: [...fixedHeaders, ...validators], body: '' };
    const encoding = answer.encoding ? ['content-encoding', answer.encoding] : [];
    return {
      head: [...fixedHeaders, ...validators, 'content-type', this.contentType, ...encoding, 'content-length', String(answer.body.length)],
      // Node joins a string body to the headers in one buffer, where a Buffer body goes as a second one; latin1 keeps each byte.
      body: answer.body.toString('latin1'),
    };
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
