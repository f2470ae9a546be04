import { render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EARLY_CALLS_ID, orderCountCall } from '@topup/shared/contract';
import { configureHttp } from '@topup/shared/http';
import { sendEarlyCalls } from '../http/earlyCalls';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { envelope, fakeAdapter, fakePorts } from '../http/testing';
import { logoutLocally, sessionStore, signIn } from '@topup/shared/session';
import { CUSTOMER_QUERY_ROOT, forgetCustomerAnswersOnLogout, useCustomerQuery } from './useCustomerQuery';

const COUNTS = { all: 1, toPay: 0, inProgress: 0, completed: 1, closed: 0 };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => sessionStore.getState().setAccessToken(''));

it('asks for the customer\'s things while signed in', async () => {
  sessionStore.getState().setAccessToken('token');
  const server = serveCalls([stubCall(orderCountCall, COUNTS)]);
  const { result } = renderHook(() => useCustomerQuery(orderCountCall, {}), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual(COUNTS));
  expect(server.requests).toHaveLength(1);
});

it('asks nothing once signed out, so no 401 sends the visitor to /login', async () => {
  const server = serveCalls([stubCall(orderCountCall, COUNTS)]);
  const { result } = renderHook(() => useCustomerQuery(orderCountCall, {}), { wrapper });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current.fetchStatus).toBe('idle');
  expect(server.requests).toHaveLength(0);
});

it("starts with the answer the page's early calls already hold: its first render shows the data, and nothing more is asked", async () => {
  signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: 3600 });
  document.head.innerHTML = `<script type="application/json" id="${EARLY_CALLS_ID}">${JSON.stringify([{ path: orderCountCall.path, payload: {} }])}</script>`;
  globalThis.fetch = jest.fn().mockResolvedValue({ status: 200, statusText: 'OK', text: async () => JSON.stringify(envelope(COUNTS)) });
  sendEarlyCalls();
  // The early answer comes while the shell and the remote download.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { adapter, requests } = fakeAdapter(() => ({ body: envelope({ ...COUNTS, all: 2 }) }));
  // As in a production build: the money answers' contract check is off.
  configureHttp({ adapter, ports: fakePorts(), checkMoneyAnswers: false });
  const renders: unknown[] = [];
  function Counts() {
    const counts = useCustomerQuery(orderCountCall, {});
    renders.push(counts.data);
    return null;
  }
  const queryClient = new QueryClient();
  const page = render(
    <QueryClientProvider client={queryClient}>
      <Counts />
    </QueryClientProvider>,
  );
  expect(renders[0]).toEqual(COUNTS);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toHaveLength(0);
  page.unmount();

  // A later visit of the page (after the early answer's few seconds) asks as usual.
  queryClient.getQueryCache().getAll()[0]!.setState({ dataUpdatedAt: Date.now() - 60_000 });
  render(
    <QueryClientProvider client={queryClient}>
      <Counts />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(renders.at(-1)).toEqual({ ...COUNTS, all: 2 }));
  expect(requests).toHaveLength(1);
});

it("forgets every customer answer at sign-out and keeps the catalogue's", async () => {
  sessionStore.getState().setAccessToken('token');
  serveCalls([stubCall(orderCountCall, COUNTS)]);
  const client = new QueryClient();
  const stopForgetting = forgetCustomerAnswersOnLogout(client);
  client.setQueryData(['call', 'GET', '/display/v1/category/index', 'ru', {}], []);
  const { result, unmount } = renderHook(() => useCustomerQuery(orderCountCall, {}), {
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  await waitFor(() => expect(result.current.data).toEqual(COUNTS));
  // The page has gone (sign-out leads home); the answer it read stays in the cache until sign-out.
  unmount();
  expect(client.getQueryCache().findAll({ queryKey: [CUSTOMER_QUERY_ROOT] })).toHaveLength(1);
  logoutLocally();
  stopForgetting();
  expect(client.getQueryCache().findAll({ queryKey: [CUSTOMER_QUERY_ROOT] })).toHaveLength(0);
  expect(client.getQueryCache().findAll({ queryKey: ['call'] })).toHaveLength(1);
});
