/**
 * A signed-in page's first calls, asked for by index.html before the shell runs. The session is a
 * token in local storage (spec section 4), which the page's own request cannot carry, so the server
 * cannot answer them inline as it does the public ones. Instead the server lists them in a data
 * block (server/src/static/earlyCalls.ts) and a small inline script (this module's sendEarlyCalls,
 * built by tooling/webpack/earlyCallsScript.cjs) sends them with the same headers the client would,
 * while main.js downloads. The client's first request for the same call, payload and token takes
 * the answer instead of asking (takeEarlyAnswer): the page's data does not wait for the shell and
 * axios, and a visit answered this way never downloads axios.
 */
import { EARLY_CALLS_ID, type EarlyCall } from '@topup/shared/contract';
import { isOverdue, loadStoredAccessToken, loadTokenRecord } from '@topup/shared/session';
import { cacheKey } from './cache';
import { commonHeaders } from './headers';
import { parseResponseText } from './longNumbers';
import { isHandledStatus, REQUEST_TIMEOUT_MS } from './requestRules';
import type { HttpAnswer } from './types';
import { addressOf, definedEntries } from './url';

/** The body stays text until the client takes it: the script carries no JSON parsing of its own. */
type EarlyAnswer = Omit<HttpAnswer, 'data'> & { text: string };

interface PendingEarlyCalls {
  token: string;
  /** The page's address when they were sent (pageAddress): they are its first render's calls. */
  page: string;
  /** Per cache key, one answer per listing: a call the shell and the page both make is sent twice. */
  answers: Record<string, Array<Promise<EarlyAnswer | undefined>>>;
  /** Each answer once it has come (undefined: it failed), so a render can take it without waiting. */
  arrived?: Map<Promise<EarlyAnswer | undefined>, EarlyAnswer | undefined>;
}

declare global {
  interface Window {
    __topupEarlyCalls?: PendingEarlyCalls;
  }
}

function pageAddress(): string {
  return window.location.pathname + window.location.search;
}

/**
 * The early answers while the page still shows the address they were asked for. Once the buyer has
 * moved on, those no request took are dropped: another page's request must not take an answer that
 * may be minutes old (a price, a balance), nor leave its transport unloaded for one.
 */
function pendingEarlyCalls(): PendingEarlyCalls | undefined {
  if (typeof window === 'undefined') return undefined;
  const pending = window.__topupEarlyCalls;
  if (pending && pending.page !== pageAddress()) {
    delete window.__topupEarlyCalls;
    return undefined;
  }
  return pending;
}

function readBlock(): EarlyCall[] {
  try {
    const calls: unknown = JSON.parse(document.getElementById(EARLY_CALLS_ID)?.textContent ?? '[]');
    return Array.isArray(calls) ? (calls as EarlyCall[]) : [];
  } catch {
    return [];
  }
}

/**
 * The key of an early answer: a GET's address and parameters (as the cache knows it), a POST's
 * address and JSON body. The client's request and the script's must make the same one.
 */
export function earlyCallKey(method: 'GET' | 'POST', url: string, rest: Record<string, unknown>): string {
  const key = cacheKey(url, rest);
  return method === 'GET' ? key : `${method} ${key}`;
}

function send(method: 'GET' | 'POST', url: string, rest: Record<string, unknown>, headers: Record<string, string>): Promise<EarlyAnswer | undefined> {
  const entries = definedEntries(rest);
  const query = method === 'GET' ? new URLSearchParams(entries.map(([name, value]): [string, string] => [name, String(value)])).toString() : '';
  // As axios sends an object: JSON, with its content type.
  const init: RequestInit = method === 'POST' ? { method, body: JSON.stringify(Object.fromEntries(entries)), headers: { ...headers, 'Content-Type': 'application/json' } } : { headers };
  // The answer's time limit is the client's: one that takes longer is asked again.
  return fetch(query ? `${url}?${query}` : url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
    async (response) => ({ status: response.status, statusText: response.statusText, text: await response.text() }),
    // A failed early call costs only its head start: the client asks again.
    () => undefined,
  );
}

/** A field of an answer's data at a dotted path, when it is text or a number (a refusal has no data). */
function answeredField(answer: EarlyAnswer | undefined, path: string): string | number | undefined {
  if (answer?.status !== 200) return undefined;
  try {
    const envelope = JSON.parse(answer.text) as { data?: unknown };
    const value = path.split('.').reduce<unknown>((data, name) => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined), envelope.data);
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the block's calls when a customer is signed in with a token that needs no refresh (one
 * that does is refreshed by the client first, which then asks itself). A call that follows another
 * leaves once that one has answered: its answer is listed before the client, which awaits the same
 * answer, can render what asks for the follower.
 */
export function sendEarlyCalls(): void {
  const token = loadStoredAccessToken();
  const record = loadTokenRecord();
  if (!token || (record && isOverdue(record, Date.now()))) return;
  const calls = readBlock();
  if (calls.length === 0) return;
  const headers = commonHeaders(token);
  const answers: PendingEarlyCalls['answers'] = {};
  const arrived: NonNullable<PendingEarlyCalls['arrived']> = new Map();
  const ask = ({ path, method }: EarlyCall, payload: EarlyCall['payload']) => {
    const { url, rest } = addressOf(path, payload);
    const key = earlyCallKey(method ?? 'GET', url, rest);
    const answer = send(method ?? 'GET', url, rest, headers);
    void answer.then((early) => arrived.set(answer, early));
    answers[key] = [...(answers[key] ?? []), answer];
    return answer;
  };
  const sent: Array<Promise<EarlyAnswer | undefined>> = [];
  for (const call of calls) {
    const { payload, follows } = call;
    if (!follows) {
      sent.push(ask(call, payload));
      continue;
    }
    const source = sent[follows.after] ?? Promise.resolve(undefined);
    sent.push(
      source.then((answer) => {
        const value = answeredField(answer, follows.from);
        return value === undefined ? undefined : ask(call, { ...payload, [follows.field]: value });
      }),
    );
  }
  window.__topupEarlyCalls = { token, page: pageAddress(), answers, arrived };
}

/**
 * An early answer to a call of this key (earlyCallKey) sent with this token, each answer
 * once: undefined when none is left, when it failed or when its status is no answer the client
 * handles (the client then asks itself).
 */
export async function takeEarlyAnswer(key: string, token: string): Promise<HttpAnswer | undefined> {
  const pending = pendingEarlyCalls();
  const answer = pending && pending.token === token ? pending.answers[key]?.shift() : undefined;
  if (!answer) return undefined;
  const early = await answer;
  if (!early || !isHandledStatus(early.status)) return undefined;
  return { status: early.status, statusText: early.statusText, data: parseResponseText(early.text) };
}

/**
 * takeEarlyAnswer without waiting, for a success only: the data of the next early answer of this
 * key if it has come and is the envelope of a success. Anything else stays for takeEarlyAnswer,
 * so a refusal or a 401 still goes the client's usual way.
 */
export function takeArrivedEarlyData(key: string, token: string): { data: unknown } | undefined {
  const pending = pendingEarlyCalls();
  const queue = pending?.token === token ? pending.answers[key] : undefined;
  const early = queue?.[0] && pending?.arrived?.get(queue[0]);
  if (early?.status !== 200) return undefined;
  const body = parseResponseText(early.text) as { code?: unknown; data?: unknown } | null;
  if (body?.code !== 1) return undefined;
  queue?.shift();
  return { data: body.data };
}

/**
 * Whether the page sent a call of this method and path early whose answer no request has taken
 * yet, whatever its payload: the page's request for it will not need the transport. Never for a
 * path with parameters ({id}), whose address each payload fills in differently.
 */
export function isAskedEarly(method: 'GET' | 'POST', path: string): boolean {
  const pending = pendingEarlyCalls();
  if (!pending || path.includes('{')) return false;
  // The key of the call without parameters, less their empty list: what every payload's key starts with.
  const prefix = earlyCallKey(method, addressOf(path, {}).url, {}).slice(0, -'[]'.length);
  return Object.entries(pending.answers).some(([key, answers]) => answers.length > 0 && key.startsWith(prefix));
}
