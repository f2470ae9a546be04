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
  /** Per cache key, one answer per listing: a call the shell and the page both make is sent twice. */
  answers: Record<string, Array<Promise<EarlyAnswer | undefined>>>;
}

declare global {
  interface Window {
    __topupEarlyCalls?: PendingEarlyCalls;
  }
}

function readBlock(): EarlyCall[] {
  try {
    const calls: unknown = JSON.parse(document.getElementById(EARLY_CALLS_ID)?.textContent ?? '[]');
    return Array.isArray(calls) ? (calls as EarlyCall[]) : [];
  } catch {
    return [];
  }
}

function send(url: string, rest: Record<string, unknown>, headers: Record<string, string>): Promise<EarlyAnswer | undefined> {
  const query = new URLSearchParams(definedEntries(rest).map(([name, value]): [string, string] => [name, String(value)])).toString();
  // The answer's time limit is the client's: one that takes longer is asked again.
  return fetch(query ? `${url}?${query}` : url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
    async (response) => ({ status: response.status, statusText: response.statusText, text: await response.text() }),
    // A failed early call costs only its head start: the client asks again.
    () => undefined,
  );
}

/**
 * Sends the block's calls when a customer is signed in with a token that needs no refresh (one
 * that does is refreshed by the client first, which then asks itself).
 */
export function sendEarlyCalls(): void {
  const token = loadStoredAccessToken();
  const record = loadTokenRecord();
  if (!token || (record && isOverdue(record, Date.now()))) return;
  const calls = readBlock();
  if (calls.length === 0) return;
  const headers = commonHeaders(token);
  const answers: PendingEarlyCalls['answers'] = {};
  for (const call of calls) {
    const { url, rest } = addressOf(call.path, call.payload);
    const key = cacheKey(url, rest);
    answers[key] = [...(answers[key] ?? []), send(url, rest, headers)];
  }
  window.__topupEarlyCalls = { token, answers };
}

/**
 * An early answer to a GET of this URL and parameters (cacheKey) sent with this token, each answer
 * once: undefined when none is left, when it failed or when its status is no answer the client
 * handles (the client then asks itself).
 */
export async function takeEarlyAnswer(key: string, token: string): Promise<HttpAnswer | undefined> {
  const pending = typeof window === 'undefined' ? undefined : window.__topupEarlyCalls;
  const answer = pending && pending.token === token ? pending.answers[key]?.shift() : undefined;
  if (!answer) return undefined;
  const early = await answer;
  if (!early || !isHandledStatus(early.status)) return undefined;
  return { status: early.status, statusText: early.statusText, data: parseResponseText(early.text) };
}
