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
