import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { categoryNamesCall, playerProfilesCall, productByIdCall } from '@topup/shared/contract';
import { ApiError, configureHttp } from '@topup/shared/http';
import { sessionStore } from '@topup/shared/session';
import { useLocale, useLocaleQuery } from '@topup/shared/storefront';

const sent: { url: string; params: unknown; data: unknown }[] = [];
let answer: (url: string) => { code: number; data: unknown; message: string } = () => ({ code: 1, data: [], message: 'success' });

beforeAll(() => {
  configureHttp({
    adapter: async (config) => {
      sent.push({ url: config.url ?? '', params: config.params, data: config.data ? JSON.parse(String(config.data)) : undefined });
      return { data: JSON.stringify(answer(config.url ?? '')), status: 200, statusText: 'OK', headers: {}, config };
    },
  });
});

beforeEach(() => {
  sent.length = 0;
  act(() => sessionStore.getState().setLocale('ru'));
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

it('sends the current locale and asks again after a switch', async () => {
  answer = () => ({ code: 1, data: [{ id: '1', name: sessionStore.getState().locale }], message: 'success' });
  const { result } = renderHook(() => useLocaleQuery(categoryNamesCall, { ids: ['1'] }), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual([{ id: '1', name: 'ru' }]));
  act(() => sessionStore.getState().setLocale('br'));
  await waitFor(() => expect(result.current.data).toEqual([{ id: '1', name: 'br' }]));
  expect(sent.map((request) => request.data)).toEqual([
    { ids: ['1'], locale: 'ru' },
    { ids: ['1'], locale: 'br' },
  ]);
});

it('fills path placeholders and sends the rest of a GET as the query', async () => {
  answer = () => ({ code: 1, data: {}, message: 'success' });
  renderHook(() => useLocaleQuery(productByIdCall, { id: '42' }, { requestOptions: { cacheTtl: 0 } }), { wrapper });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ url: '/api/display/v1/product/getProductById/42', params: { locale: 'ru' } });
});

it('does not ask again after a refusal by the server', async () => {
  answer = () => ({ code: 12, data: null, message: 'no data' });
  const { result } = renderHook(
    () => useLocaleQuery(productByIdCall, { id: '404' }, { requestOptions: { cacheTtl: 0, quietCodes: [12] } }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(ApiError);
  expect(sent).toHaveLength(1);
});

it('reads an unknown locale as the default one', () => {
  act(() => sessionStore.getState().setLocale('xx'));
  const { result } = renderHook(() => useLocale());
  expect(result.current).toBe('ru');
});

it("keys a customer's call by the session: the next account in the tab never sees the last one's answer", async () => {
  const client = new QueryClient();
  const sameTab = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const profile = (playerId: string) => ({ id: '1', categoryId: '10', categoryName: 'PUBG Mobile', account: { playerId }, nickname: null, updateTime: 1 });
  act(() => sessionStore.getState().setAccessToken('first-token'));
  answer = () => ({ code: 1, data: [profile('first-player')], message: 'success' });
  const first = renderHook(() => useLocaleQuery(playerProfilesCall, {}, { requestOptions: { cacheTtl: 0 } }), { wrapper: sameTab });
  await waitFor(() => expect(first.result.current.data).toEqual([profile('first-player')]));
  first.unmount();

  act(() => sessionStore.getState().setAccessToken('next-token'));
  answer = () => ({ code: 1, data: [], message: 'success' });
  const next = renderHook(() => useLocaleQuery(playerProfilesCall, {}, { requestOptions: { cacheTtl: 0 } }), { wrapper: sameTab });
  expect(next.result.current.data).toBeUndefined();
  await waitFor(() => expect(next.result.current.data).toEqual([]));
  act(() => sessionStore.getState().setAccessToken(''));
});
