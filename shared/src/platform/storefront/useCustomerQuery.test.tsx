import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { orderCountCall } from '@topup/shared/contract';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { sessionStore } from '@topup/shared/session';
import { useCustomerQuery } from './useCustomerQuery';

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
