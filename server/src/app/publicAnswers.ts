import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { announcePublicDataChanges, onPublicDataChange, PUBLIC_DATA_CHANNEL } from './publicDataChanges';
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
 * Each answer turns stale at a random point of the last quarter of its time-to-live. Answers made
 * together (the popular pages right after a start) would otherwise all be refreshed at the same
 * moment, every time-to-live, and the visitors of that moment wait behind the burst.
 */
const STALE_SPREAD = 0.25;

/**
 * The serialized answers of public calls (the same for every visitor of a locale), per URL and
 * payload, kept a while in this process and cleared when the store changes what they show (see
 * keepPublicAnswers). Past its time-to-live an answer is still sent for as long again while a
 * fresh one is made in the background, so no visitor waits on the database for a popular page.
 * See docs/catalogue.md.
 */
export class PublicAnswers {
  private readonly answers = new Map<string, { answer: CompressedAnswer; freshUntil: number; keptUntil: number }>();
  private readonly making = new Map<string, Promise<CompressedAnswer>>();
  private readonly refreshing = new Set<string>();
  /** Bumped by clear(): an answer whose making began before a change is not kept after it. */
  private generation = 0;
  /** Marks this process's own background refreshes (never known outside the process). */
  readonly refreshToken = randomUUID();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  /** The kept answer for `key`: fresh within the time-to-live, stale (to send while refreshing) within twice it. */
  lookup(key: string): { answer: CompressedAnswer; fresh: boolean } | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    const now = this.now();
    if (now < kept.freshUntil) return { answer: kept.answer, fresh: true };
    if (now < kept.keptUntil) return { answer: kept.answer, fresh: false };
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
        return this.keep(key, answer);
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

  /**
   * Keeps `answer` for `key` and returns what is kept: the answer already kept when a refresh made
   * the same bytes again, so its compressed forms are not made anew every time-to-live.
   */
  keep(key: string, answer: CompressedAnswer): CompressedAnswer {
    const previous = this.answers.get(key)?.answer;
    const kept = previous?.etag === answer.etag ? previous : answer;
    this.answers.delete(key);
    // A Map iterates oldest first: past the cap, the answer kept longest ago goes.
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    const keptAt = this.now();
    this.answers.set(key, { answer: kept, freshUntil: keptAt + this.ttlMs * (1 - STALE_SPREAD * this.random()), keptUntil: keptAt + 2 * this.ttlMs });
    return kept;
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.making.clear();
  }
}

/** The header of a background refresh: its request makes a new answer instead of taking the kept one. */
export const REFRESH_HEADER = 'x-topup-refresh';

/**
 * The key of a request's kept answer, from its input as received (before validation changes it):
 * a GET's URL; a POST's URL and body.
 */
export function answerKey(method: string, url: string, body?: unknown): string {
  return method === 'GET' ? url : `${method} ${url} ${JSON.stringify(body)}`;
}

/** The key of each request's answer, noted for its handler. */
const answerKeys = new WeakMap<FastifyRequest, string>();

/**
 * Sends the kept answer of this request's input if there is one (a stale one starts a background
 * refresh: the same request made again inside the process); otherwise notes its key for the handler.
 */
export async function sendKeptAnswer(answers: PublicAnswers, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const key = answerKey(request.method, request.url, request.body);
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
 * How long an answer is kept. Changes the store makes clear the answers at once, in every process
 * (see keepPublicAnswers); the time-to-live bounds how long a change made around the store (SQL by
 * an operator) stays unseen.
 */
const TTL_MS = 60_000;

/**
 * Decorates the app with its kept answers, cleared whenever the store changes what visitors see:
 * in this process at once; on PostgreSQL in every other process too, which hear the change's
 * NOTIFY when it commits. This process hears its own NOTIFY as well and clears again: an answer
 * made between the first clear and the commit read the old data.
 */
export function keepPublicAnswers(app: FastifyInstance, database: Database): void {
  const answers = new PublicAnswers(TTL_MS);
  const stopClearing = onPublicDataChange(() => answers.clear());
  const stopAnnouncing = announcePublicDataChanges(database);
  const listening = database.listen?.(PUBLIC_DATA_CHANNEL, {
    onMessage: () => answers.clear(),
    onResumed: () => answers.clear(),
    onLost: (error) => app.log.warn({ err: error }, 'lost the connection that hears the changes other processes make; listening again shortly'),
  });
  app.decorate('publicAnswers', answers);
  app.addHook('onClose', async () => {
    stopClearing();
    stopAnnouncing();
    await listening?.stop();
  });
}
