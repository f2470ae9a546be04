import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { FixedHeaders } from '../static/compressedAnswer';
import { answerKey, PUBLIC_ANSWER_CACHE_CONTROL, REFRESH_HEADER, type PublicAnswers } from './publicAnswers';
import { logsSuccessfulReads } from './requestLog';
import { API_ANSWER_HEADERS, apiAnswerHeaders } from './security';

/** What the route adds to every kept answer of the API: its security headers and caching. */
const KEPT_ANSWER_HEADERS: FixedHeaders = Object.entries({ ...API_ANSWER_HEADERS, 'cache-control': PUBLIC_ANSWER_CACHE_CONTROL }).flat();

/** Answers a request itself and says so, or leaves it to Fastify. */
export type FirstAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What Fastify hands a server factory: its options, defaults applied (fastify.js). */
interface ServerOptions {
  http?: http.ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The store's HTTP server, which lets `first()` answer each request before Fastify routes it. Made
 * as Fastify makes its own server (lib/server.js), timeouts included.
 */
export function serverAskingFirst(first: () => FirstAnswer | undefined): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as ServerOptions;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (first()?.(request, response)) return;
      handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * Sends the fresh kept answer of a plain GET before Fastify routes the request. Through the route's
 * hooks (security headers, CORS, compression, safe text, the lookup, the request log) the same
 * bytes cost about a quarter more per request on this machine (docs/benchmarks.md, 2026-11-27).
 * It answers only when the route would send exactly this: the same security headers; no Origin
 * (CORS headers are the CORS plugin's); fresh (a stale answer also starts a refresh); and no line
 * to log (at debug every read is logged). Anything else goes through Fastify.
 */
export function keptAnswersFirst(answers: PublicAnswers, logger: FastifyBaseLogger): FirstAnswer {
  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || url === undefined || request.headers.origin !== undefined || request.headers[REFRESH_HEADER] !== undefined) return false;
    if (!apiAnswerHeaders(url) || logsSuccessfulReads(logger)) return false;
    const kept = answers.lookup(answerKey('GET', url));
    if (!kept?.fresh) return false;
    kept.answer.write(request, response, KEPT_ANSWER_HEADERS);
    return true;
  };
}
