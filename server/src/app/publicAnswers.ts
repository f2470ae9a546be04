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
 * time-to-live. See docs/catalogue.md.
 */
export class PublicAnswers {
  private readonly answers = new Map<string, { answer: CompressedAnswer; keptAt: number }>();
  private readonly making = new Map<string, Promise<CompressedAnswer>>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CompressedAnswer | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    if (this.now() - kept.keptAt < this.ttlMs) return kept.answer;
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
    const making = make().then(
      (answer) => {
        this.making.delete(key);
        this.keep(key, answer);
        return answer;
      },
      (error: unknown) => {
        this.making.delete(key);
        throw error;
      },
    );
    this.making.set(key, making);
    return making;
  }

  keep(key: string, answer: CompressedAnswer): void {
    this.answers.delete(key);
    // A Map iterates oldest first: past the cap, the answer kept longest ago goes.
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, { answer, keptAt: this.now() });
  }

  clear(): void {
    this.answers.clear();
    this.making.clear();
  }
}

/** The key of each request's answer, taken from its input as received (before validation changes it). */
const answerKeys = new WeakMap<FastifyRequest, string>();

/** Sends the kept answer of this request's input if there is one; otherwise notes its key for the handler. */
export async function sendKeptAnswer(answers: PublicAnswers, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const key = request.method === 'GET' ? request.url : `${request.method} ${request.url} ${JSON.stringify(request.body)}`;
  const kept = answers.get(key);
  if (kept) return kept.send(request, reply, request.method === 'GET' ? PUBLIC_ANSWER_CACHE_CONTROL : 'no-cache');
  answerKeys.set(request, key);
  return undefined;
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
