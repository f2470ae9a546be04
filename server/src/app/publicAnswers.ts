import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseKind } from '../db/database';
import { onPublicDataChange } from './publicDataChanges';
import type { CompressedAnswer } from '../static/compressedAnswer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept answers of calls registered with { cache: 'public' }. */
    publicAnswers: PublicAnswers;
  }
}

/**
 * Browsers and shared caches may reuse a public answer a minute and, while they ask again in the
 * background, show it up to ten: a price or a switched-off product looks at most that stale.
 */
export const PUBLIC_ANSWER_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Past this many kept answers the oldest goes: a bound against callers walking every id. */
const MAX_ANSWERS = 5000;

/**
 * The serialized answers of public calls (the same for every visitor of a locale), per URL and
 * payload, kept a while in this process. Cleared when the catalogue changes in this process; a
 * change made by another process (several API processes on one PostgreSQL) shows after the
 * time-to-live. Past its time-to-live an answer is still sent for as long again while a fresh one
 * is made in the background, so no visitor waits on the database for a popular page. See
 * docs/catalogue.md.
 */
export class PublicAnswers {
  private readonly answers = new Map<string, { answer: CompressedAnswer; keptAt: number }>();
  private readonly making = new Map<string, Promise<CompressedAnswer>>();
  private readonly refreshing = new Set<string>();
  /** Bumped by clear(): an answer whose making began before a change is not kept after it. */
  private generation = 0;
  /** Marks this process's own background refreshes (never known outside the process). */
  readonly refreshToken = randomUUID();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer for `key`: fresh within the time-to-live, stale (to send while refreshing) within twice it. */
  lookup(key: string): { answer: CompressedAnswer; fresh: boolean } | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    const age = this.now() - kept.keptAt;
    if (age < this.ttlMs) return { answer: kept.answer, fresh: true };
    if (age < 2 * this.ttlMs) return { answer: kept.answer, fresh: false };
    this.answers.delete(key);
    return undefined;
  }

  /**
   * The answer for `key` made by `make` and kept; callers asking while it is being made share
   * that one making, so a burst of visitors on a new page costs one database read, not a hundred.
   */
  async make(key: string, make: () => Promise<CompressedAnswer>): Promise<CompressedAnswer> {
    const pending = this.making.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const making = make().then(
      (answer) => {
        if (generation !== this.generation) return answer;
        this.making.delete(key);
        this.keep(key, answer);
        return answer;
      },
      (error: unknown) => {
        if (generation === this.generation) this.making.delete(key);
        throw error;
      },
    );
    this.making.set(key, making);
    return making;
  }

  /** Runs `refresh` for a stale `key` unless one is already running. */
  refreshOnce(key: string, refresh: () => Promise<unknown>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    refresh()
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(key));
  }

  keep(key: string, answer: CompressedAnswer): void {
    this.answers.delete(key);
    // A Map iterates oldest first: past the cap, the answer kept longest ago goes.
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, { answer, keptAt: this.now() });
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.making.clear();
  }
}

/** The header of a background refresh: its request makes a new answer instead of taking the kept one. */
const REFRESH_HEADER = 'x-topup-refresh';

/** The key of each request's answer, taken from its input as received (before validation changes it). */
const answerKeys = new WeakMap<FastifyRequest, string>();

/**
 * Sends the kept answer of this request's input if there is one (a stale one starts a background
 * refresh: the same request made again inside the process); otherwise notes its key for the handler.
 */
export async function sendKeptAnswer(answers: PublicAnswers, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const key = request.method === 'GET' ? request.url : `${request.method} ${request.url} ${JSON.stringify(request.body)}`;
  const kept = request.headers[REFRESH_HEADER] === answers.refreshToken ? undefined : answers.lookup(key);
  if (kept) {
    if (!kept.fresh) answers.refreshOnce(key, () => refreshAnswer(answers, request));
    return kept.answer.send(request, reply, request.method === 'GET' ? PUBLIC_ANSWER_CACHE_CONTROL : 'no-cache');
  }
  answerKeys.set(request, key);
  return undefined;
}

/** The request again, through the whole route (validation, handler, serialization), so its answer is made and kept anew. */
function refreshAnswer(answers: PublicAnswers, request: FastifyRequest): Promise<unknown> {
  return request.server.inject({
    method: request.method === 'GET' ? 'GET' : 'POST',
    url: request.url,
    headers: { [REFRESH_HEADER]: answers.refreshToken, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
}

/** The key sendKeptAnswer noted for this request. */
export function publicAnswerKey(request: FastifyRequest): string {
  const key = answerKeys.get(request);
  if (key === undefined) throw new Error(`No answer key was noted for ${request.method} ${request.url}`);
  return key;
}

/**
 * One process on PGlite sees every change, so its answers are kept a minute and cleared on each
 * change; on PostgreSQL another process may change the data, so a few seconds is all they live.
 */
const TTL_MS = { pglite: 60_000, postgres: 5_000 } as const;

/** Decorates the app with its kept answers, cleared whenever this process changes the catalogue. */
export function keepPublicAnswers(app: FastifyInstance, kind: DatabaseKind): void {
  const answers = new PublicAnswers(TTL_MS[kind]);
  const stopListening = onPublicDataChange(() => answers.clear());
  app.decorate('publicAnswers', answers);
  app.addHook('onClose', async () => stopListening());
}
