import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ClientPorts } from './ports';

/**
 * Test doubles for the HTTP client: a fake axios adapter (no network) and fake ports. Not
 * exported from the package index; only the *.test.ts files use them.
 */
export interface FakeAnswer {
  status?: number;
  /** A string is sent as the raw response text; anything else is JSON-encoded first. */
  body?: unknown;
  statusText?: string;
  /** Simulates a network failure (no response at all). */
  networkError?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  data: unknown;
  headers: Record<string, string>;
  timeout: number | undefined;
}

export function fakeAdapter(handler: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    const recorded: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      data: config.data,
      headers,
      timeout: config.timeout,
    };
    requests.push(recorded);
    const answer = await handler(recorded);
    if (answer.networkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const status = answer.status ?? 200;
    const response = {
      data: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null),
      status,
      statusText: answer.statusText ?? '',
      headers: {},
      config,
    };
    // Real adapters apply validateStatus through axios's settle(); do the same here.
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  return { adapter, requests };
}

export function envelope(data: unknown, code = 1, message = 'success') {
  return { code, data, message };
}

export interface FakePorts extends ClientPorts {
  toasts: { type: string; message: string; duration: number; offset: number }[];
  modals: { title: string; button: string; message: string }[];
  navigations: string[];
  reloads: number;
  time: number;
}

/** Ports that record every side effect; `texts` plays the locale file, `time` the clock. */
export function fakePorts(texts: Record<string, string> = {}): FakePorts {
  const ports: FakePorts = {
    toasts: [],
    modals: [],
    navigations: [],
    reloads: 0,
    time: 1_700_000_000_000,
    notify: {
      toast: (options) => ports.toasts.push(options),
      modal: (options) => ports.modals.push(options),
    },
    navigate: (to) => ports.navigations.push(to),
    reload: () => {
      ports.reloads += 1;
    },
    now: () => ports.time,
    t: (key, fallback) => texts[key] ?? fallback ?? key,
    currentPath: () => '/my/order?tab=2',
  };
  return ports;
}
