import type { AxiosAdapter } from 'axios';
import type { CallDefinition, HttpMethod } from '@topup/shared/contract';
import { errorTextKey } from '@topup/shared/errors';
import { links } from '@topup/shared/remotes';
import { logoutLocally, onLogout, sessionStore, storage } from '@topup/shared/session';
import { ResponseCache, cacheKey, DEFAULT_CACHE_TTL_MS } from './cache';
import { ApiError, HttpStatusError, PasswordChangedError, SessionExpiredError, type ServerFailure } from './errors';
import { earlyCallKey, isAskedEarly, takeArrivedEarlyData, takeEarlyAnswer } from './earlyCalls';
import { commonHeaders } from './headers';
import { lazyAxios } from './lazyAxios';
import { LoadingTracker } from './loading';
import { parseResponseText } from './longNumbers';
import { CHECK_MONEY_ANSWERS, checkMoneyAnswer } from './moneyAnswers';
import { browserPorts, errorToast, type ClientPorts } from './ports';
import { createTokenRefresher, type TokenRefresher } from './refresh';
import { isHandledStatus, REQUEST_TIMEOUT_MS } from './requestRules';
import type { HttpAnswer, PayloadOf, RequestConfig, RequestOptions, ResultOf, SilentOptions } from './types';
import { addressOf, definedEntries, toFormBody } from './url';

/** Level-1 failures show the notice of this code before reloading the page. */
export const RELOAD_NOTICE_CODE = -5015;
/** Spec section 9: no second automatic reload within 10 s, so a broken server cannot loop the page. */
export const RELOAD_GUARD_MS = 10000;
export const RELOAD_GUARD_KEY = 'reload_guard';

export interface HttpClientOptions {
  baseURL?: string;
  timeout?: number;
  /** Default GET cache lifetime in ms (10 minutes). */
  cacheTtl?: number;
  /** OAuth client credentials for the refresh call's basic authorization. */
  clientId?: string;
  clientSecret?: string;
  ports?: Partial<ClientPorts>;
  /** Replaces axios's transport; tests pass a fake. */
  adapter?: AxiosAdapter;
  /** false: do not check money calls' answers against the contract (moneyAnswers.ts), which is done outside production builds only. */
  checkMoneyAnswers?: boolean;
}

export interface HttpClient {
  request<C extends CallDefinition | RequestConfig, T = unknown>(
    call: C,
    payload: PayloadOf<C> | undefined,
    options: SilentOptions,
  ): Promise<ResultOf<C, T> | true>;
  request<C extends CallDefinition | RequestConfig, T = unknown>(
    call: C,
    payload?: PayloadOf<C>,
    options?: RequestOptions,
  ): Promise<ResultOf<C, T>>;
  /**
   * Keeps an answer the page brought along (its first answers, sent inline with index.html) as if
   * this client had asked for it: the same call and payload are then answered without a request.
   */
  remember(call: Pick<CallDefinition, 'path'>, payload: Record<string, unknown>, data: unknown, ttlMs: number): void;
  /**
   * What `request` would resolve to, at once, when the page's early calls (earlyCalls.ts) already
   * hold a successful answer for this call and payload: a render can then show the data instead
   * of a skeleton. Undefined otherwise (not asked early, not come yet, a refusal), and the request
   * takes that answer its usual way. Never kept in the GET cache: the page's calls are the customer's.
   */
  answeredEarly(call: CallDefinition | RequestConfig, payload: Record<string, unknown>, options?: RequestOptions): { data: unknown } | undefined;
  /**
   * Starts loading the transport (axios) for a page about to send what no early or inline answer
   * carries, such as a price asked by POST: its first request then does not wait for the download.
   * `unlessAskedEarly`: not when the page's early calls already asked this call (isAskedEarly).
   */
  prepare(unlessAskedEarly?: Pick<CallDefinition, 'method' | 'path'>): void;
  /** Swaps side-effect ports, e.g. once the host has mounted its toast and router. */
  setPorts(ports: Partial<ClientPorts>): void;
  clearCache(): void;
  readonly loading: LoadingTracker;
  readonly refresher: TokenRefresher;
  /** Stops clearing the cache on logout (for tests and hot reload). */
  dispose(): void;
}

interface Envelope {
  code: number;
  data: unknown;
  message?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

function messageOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * Values for an error text's placeholders: the fields of the answer's data, and the spec's {x}
 * as its first number (1011: "wait {x} seconds" with data { resendAfterSeconds }).
 */
export function placeholderValues(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  return { ...fields, x: Object.values(fields).find((value) => typeof value === 'number') };
}

/** The key of the early answer a request may take (earlyCalls.ts): GETs and POSTs with a JSON body, without headers of their own. */
function earlyKeyOf({ method, bodyType }: ReturnType<typeof normalise>, url: string, rest: Record<string, unknown>, requestOptions: RequestOptions): string | undefined {
  if (requestOptions.headers) return undefined;
  if (method === 'GET' || (method === 'POST' && bodyType === 'json')) return earlyCallKey(method, url, rest);
  return undefined;
}

function normalise(call: CallDefinition | RequestConfig) {
  return {
    path: call.path,
    method: (call.method ?? 'GET') as HttpMethod,
    access: call.access ?? 'user',
    bodyType: call.bodyType ?? 'json',
  };
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  let ports: ClientPorts = { ...browserPorts(), ...options.ports };
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const defaultTtl = options.cacheTtl ?? DEFAULT_CACHE_TTL_MS;
  // Never in a production build: the check (and its module) stays out of the shell's code.
  const checkAnswers = CHECK_MONEY_ANSWERS && (options.checkMoneyAnswers ?? true);
  const cache = new ResponseCache(() => ports.now());
  const loading = new LoadingTracker();
  const axiosInstance = lazyAxios({
    baseURL: options.baseURL,
    timeout,
    adapter: options.adapter,
    validateStatus: isHandledStatus,
    // Parse the raw text ourselves so 16+ digit numbers survive (see longNumbers.ts).
    transformResponse: [parseResponseText],
  });
  const refresher = createTokenRefresher({
    axios: axiosInstance,
    clientId: options.clientId ?? '',
    clientSecret: options.clientSecret ?? '',
    timeout,
    ports: () => ports,
  });
  const stopClearingOnLogout = onLogout(() => cache.clear());

  function text(code: number, fallback: string, data?: unknown): string {
    return ports.t(errorTextKey(code), fallback, placeholderValues(data)) || fallback;
  }

  /** The page reloads at most once per 10 s; the guard lives in session storage to survive it. */
  function reloadGuarded(): void {
    const now = ports.now();
    const last = storage.get<unknown>(RELOAD_GUARD_KEY);
    if (typeof last === 'number' && now - last < RELOAD_GUARD_MS) return;
    storage.set(RELOAD_GUARD_KEY, now, 'session', now);
    ports.reload();
  }

  function onUnauthorized(body: unknown, sentToken: string, requestOptions: RequestOptions): never {
    const message = messageOf(body);
    if (message) {
      ports.notify.toast(errorToast(message));
      throw new PasswordChangedError(message);
    }
    // A call that did not carry the session's current token (it brought its own, or the customer
    // has signed out or refreshed since it left) says nothing about the session: no logout, no /login.
    if (requestOptions.auth === false || sentToken !== sessionStore.getState().accessToken) throw new SessionExpiredError();
    const fromPage = ports.currentPath();
    logoutLocally();
    ports.navigate(links.login(fromPage));
    throw new SessionExpiredError();
  }

  function onBadStatus(response: HttpAnswer, path: string, requestOptions: RequestOptions): unknown {
    const message = messageOf(response.data) || response.statusText || `HTTP ${response.status}`;
    switch (requestOptions.level) {
      case 1:
        ports.notify.toast(errorToast(text(RELOAD_NOTICE_CODE, message)));
        reloadGuarded();
        throw new HttpStatusError(response.status, message, path);
      case 2: {
        const failure: ServerFailure = { statusCode: 500, message, path };
        throw failure;
      }
      case 3:
        return {};
      default:
        throw new HttpStatusError(response.status, message, path);
    }
  }

  function onEnvelopeError(envelope: Envelope, requestOptions: RequestOptions): true {
    if (requestOptions.silent) return true;
    const message = text(envelope.code, messageOf(envelope), envelope.data);
    if (requestOptions.quiet || requestOptions.quietCodes?.includes(envelope.code)) {
      // The caller shows this one itself.
    } else if (requestOptions.modalCodes?.includes(envelope.code)) {
      ports.notify.modal({ title: 'notice', button: 'know', message });
    } else {
      ports.notify.toast(errorToast(message));
    }
    throw new ApiError(envelope.code, message, envelope.data);
  }

  async function request(
    call: CallDefinition | RequestConfig,
    payload: Record<string, unknown> = {},
    requestOptions: RequestOptions = {},
  ): Promise<unknown> {
    const normalised = normalise(call);
    const { path: rawPath, method, access, bodyType } = normalised;
    const { url, rest } = addressOf(rawPath, payload);
    const isGet = method === 'GET';
    const ttl = requestOptions.cacheTtl ?? defaultTtl;
    const key = isGet && ttl > 0 ? cacheKey(url, rest) : undefined;
    // The page may have asked a GET, or a POST with a JSON body, already (earlyCalls.ts).
    const earlyKey = earlyKeyOf(normalised, url, rest, requestOptions);
    if (key) {
      const cached = cache.get(key);
      if (cached.hit) return cached.value;
    }

    let token = '';
    if (requestOptions.auth !== false) {
      const current = sessionStore.getState().accessToken;
      // Calls needing a login refresh an overdue token first; public calls just send what we have.
      token = access === 'user' ? await refresher.freshToken(current) : current;
    }

    const headers: Record<string, string> = { ...commonHeaders(token), ...requestOptions.headers };
    let data: unknown;
    if (!isGet) {
      if (bodyType === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        data = toFormBody(rest);
      } else {
        data = Object.fromEntries(definedEntries(rest));
      }
    }

    loading.start();
    let response: HttpAnswer;
    try {
      const early = earlyKey ? await takeEarlyAnswer(earlyKey, token) : undefined;
      response =
        early ??
        (await (await axiosInstance()).request({
          url,
          method,
          headers,
          params: isGet ? Object.fromEntries(definedEntries(rest)) : undefined,
          data,
          timeout: requestOptions.timeout ?? timeout,
        }));
    } catch (error) {
      loading.reset();
      throw error;
    }
    loading.finish();

    if (response.status === 401) return onUnauthorized(response.data, token, requestOptions);
    if (response.status !== 200 && response.status !== 201) return onBadStatus(response, url, requestOptions);
    const body: unknown = response.data;
    // Not an envelope (a plain OAuth answer, a static JSON file): the body is the result.
    if (!isEnvelope(body)) return body;
    if (body.code !== 1) return onEnvelopeError(body, requestOptions);
    if (checkAnswers) await checkMoneyAnswer(call, body.data);
    if (key) cache.set(key, body.data, ttl);
    return body.data;
  }

  return {
    request: request as HttpClient['request'],
    remember(call, payload, data, ttlMs) {
      const { url, rest } = addressOf(call.path, payload);
      cache.set(cacheKey(url, rest), data, ttlMs);
    },
    answeredEarly(call, payload, requestOptions = {}) {
      const normalised = normalise(call);
      const { url, rest } = addressOf(normalised.path, payload);
      // The contract check of money answers waits for its schemas: with it on, requests only.
      const earlyKey = checkAnswers ? undefined : earlyKeyOf(normalised, url, rest, requestOptions);
      // As `request`: a call without the session's token takes no early answer.
      return earlyKey ? takeArrivedEarlyData(earlyKey, requestOptions.auth === false ? '' : sessionStore.getState().accessToken) : undefined;
    },
    prepare(unlessAskedEarly) {
      const { method, path } = unlessAskedEarly ?? {};
      if (path && (method === 'GET' || method === 'POST') && isAskedEarly(method, path)) return;
      // A failed download is tried again by the first request.
      void axiosInstance().catch(() => undefined);
    },
    setPorts(next) {
      ports = { ...ports, ...next, notify: { ...ports.notify, ...next.notify } };
    },
    clearCache: () => cache.clear(),
    loading,
    refresher,
    dispose: stopClearingOnLogout,
  };
}
