import type { CallDefinition, CallResponse } from '@topup/shared/contract';
import type { HttpClient } from './client';
import { configureHttp } from './defaultClient';
import { fakeAdapter, envelope, type FakeAnswer } from './testing';
import { withApiPrefix } from './url';

/**
 * A fake API for jsdom tests of pages: answers contract calls from fixtures, with no network.
 * Every answer is checked against the call's response schema, so a page is only ever tested on
 * data the real server may send.
 */
const REFUSAL = Symbol('refusal');
export interface Refusal {
  [REFUSAL]: { code: number; message: string };
}

/** The server refuses with this envelope code (12 no data, 18 system error, ...). */
export function refuse(code: number, message = 'refused'): Refusal {
  return { [REFUSAL]: { code, message } };
}

const OFFLINE = Symbol('offline');
/** The network fails: no answer at all. */
export const offline = { [OFFLINE]: true } as const;

type Outcome<C extends CallDefinition> = CallResponse<C> | Refusal | typeof offline;

export interface CallStub {
  call: CallDefinition;
  answer(payload: Record<string, unknown>): unknown;
}

/** A call's answer: fixed data, or a function of the payload (path parameters included). */
export function stubCall<C extends CallDefinition>(call: C, answer: Outcome<C> | ((payload: Record<string, unknown>) => Outcome<C>)): CallStub {
  if (typeof answer !== 'function') checked(call, answer);
  return { call, answer: typeof answer === 'function' ? (answer as (payload: Record<string, unknown>) => unknown) : () => answer };
}

function checked(call: CallDefinition, outcome: unknown): unknown {
  if (typeof outcome === 'object' && outcome !== null && (REFUSAL in outcome || OFFLINE in outcome)) return outcome;
  const parsed = call.response.safeParse(outcome);
  if (!parsed.success) throw new Error(`Fixture for ${call.method} ${call.path} breaks the contract: ${parsed.error.message}`);
  return outcome;
}

export interface ServedRequest {
  call: CallDefinition;
  payload: Record<string, unknown>;
}

function matcher(call: CallDefinition): RegExp {
  const pattern = withApiPrefix(call.path)
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

/**
 * Points the shared HTTP client at the stubs; unknown calls answer code 17 like the server. The
 * messages the client would show (toasts, dialogs) are collected in `notices`.
 */
export function serveCalls(stubs: readonly CallStub[]): { requests: ServedRequest[]; notices: string[]; client: HttpClient } {
  const routes = stubs.map((stub) => ({ stub, pattern: matcher(stub.call) }));
  const requests: ServedRequest[] = [];
  const { adapter } = fakeAdapter(async (request): Promise<FakeAnswer> => {
    for (const { stub, pattern } of routes) {
      const match = stub.call.method === request.method ? pattern.exec(request.url) : null;
      if (!match) continue;
      const body = typeof request.data === 'string' && request.data ? (JSON.parse(request.data) as Record<string, unknown>) : {};
      const pathParams = Object.fromEntries(Object.entries(match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]));
      const payload = { ...(request.params ?? {}), ...body, ...pathParams };
      requests.push({ call: stub.call, payload });
      const outcome = checked(stub.call, stub.answer(payload));
      if (typeof outcome === 'object' && outcome !== null && OFFLINE in outcome) return { networkError: true };
      if (typeof outcome === 'object' && outcome !== null && REFUSAL in outcome) {
        const { code, message } = (outcome as Refusal)[REFUSAL];
        return { body: envelope(null, code, message) };
      }
      return { body: envelope(outcome) };
    }
    return { status: 404, body: envelope(null, 17, `no stub for ${request.method} ${request.url}`) };
  });
  const notices: string[] = [];
  const notify = {
    toast: (options: { message: string }) => void notices.push(options.message),
    modal: (options: { message: string }) => void notices.push(options.message),
  };
  const client = configureHttp({ adapter, ports: { notify } });
  return { requests, notices, client };
}
