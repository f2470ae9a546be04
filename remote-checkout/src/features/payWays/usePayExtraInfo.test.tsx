import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { userFilledInfoCall } from '@topup/shared/contract';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { sessionStore } from '@topup/shared/session';
import { usePayExtraInfo } from './usePayExtraInfo';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

const serveLastUsed = (email: string | null) =>
  serveCalls([stubCall(userFilledInfoCall, { payWayId: 'CARDPAY_RU|RUB', extraFields: ['email'], values: { phone: null, email, name: null, cpf: null } })]);

beforeEach(() => {
  act(() => {
    sessionStore.getState().setAccessToken('token');
    sessionStore.getState().setUserInfo({ id: '7', email: 'buyer@example.com' });
  });
});

afterEach(() => act(() => sessionStore.getState().setUserInfo(null)));

it("fills a card payment's e-mail with the account's own when none was used before", async () => {
  serveLastUsed(null);
  const { result } = renderHook(() => usePayExtraInfo('CARDPAY_RU|RUB', true), { wrapper });
  await waitFor(() => expect(result.current.values.email).toBe('buyer@example.com'));
});

it('prefers the e-mail used for the last payment', async () => {
  serveLastUsed('last@example.com');
  const { result } = renderHook(() => usePayExtraInfo('CARDPAY_RU|RUB', true), { wrapper });
  await waitFor(() => expect(result.current.values.email).toBe('last@example.com'));
});

it('never fills in what another account in the same tab used last', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const sameTab = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  serveLastUsed('first@example.com');
  const first = renderHook(() => usePayExtraInfo('CARDPAY_RU|RUB', true), { wrapper: sameTab });
  await waitFor(() => expect(first.result.current.values.email).toBe('first@example.com'));
  first.unmount();

  act(() => {
    sessionStore.getState().setAccessToken('next-token');
    sessionStore.getState().setUserInfo({ id: '8', email: 'next@example.com' });
  });
  serveLastUsed(null);
  const next = renderHook(() => usePayExtraInfo('CARDPAY_RU|RUB', true), { wrapper: sameTab });
  expect(next.result.current.values.email).toBe('');
  await waitFor(() => expect(next.result.current.values.email).toBe('next@example.com'));
});
