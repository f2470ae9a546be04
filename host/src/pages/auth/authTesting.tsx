import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureHttp, type HttpClientOptions, type ToastOptions } from '@topup/shared/http';

/** axios's adapter and its config, through the shared client's options (the host has no axios). */
type Adapter = NonNullable<HttpClientOptions['adapter']>;
type AdapterConfig = Parameters<Adapter>[0];

/** Test helpers of the sign-in pages (not a test file): a fake server and a router around a page. */
export interface Sent {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: Record<string, unknown> | undefined;
}

export interface FakeReply {
  code?: number;
  data?: unknown;
  message?: string;
}

/** Configures the shared HTTP client with an adapter answering envelopes from `reply`. */
export function fakeServer(reply: (sent: Sent) => FakeReply | Promise<FakeReply>) {
  const sent: Sent[] = [];
  const toasts: ToastOptions[] = [];
  const adapter: Adapter = async (config: AdapterConfig) => {
    const request: Sent = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : undefined,
    };
    sent.push(request);
    const answer = await reply(request);
    return {
      data: JSON.stringify({ code: answer.code ?? 1, data: answer.data ?? {}, message: answer.message ?? 'success' }),
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  configureHttp({
    adapter,
    ports: { notify: { toast: (options) => toasts.push(options), modal: () => undefined } },
  });
  return { sent, toasts };
}

/** Shows where the router is, so a test can read the path and query a page navigated to. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, routes: Record<string, ReactElement>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([routePath, element]) => (
          <Route key={routePath} path={routePath} element={element} />
        ))}
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
}
