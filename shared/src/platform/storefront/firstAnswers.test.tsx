import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { productByIdCall } from '@topup/shared/contract';
import { configureHttp } from '@topup/shared/http';
import { sessionStore } from '@topup/shared/session';
import { FIRST_ANSWERS_ID, seedFirstAnswers, useLocaleQuery } from '@topup/shared/storefront';

const sent: string[] = [];

beforeAll(() => {
  configureHttp({
    adapter: async (config) => {
      sent.push(config.url ?? '');
      return { data: JSON.stringify({ code: 1, data: { id: '1011', name: 'asked' }, message: 'success' }), status: 200, statusText: 'OK', headers: {}, config };
    },
  });
});

beforeEach(() => {
  sent.length = 0;
  act(() => sessionStore.getState().setLocale('ru'));
});

/** The block as the server writes it: the envelope verbatim, '<' escaped. */
function putBlock(locale: string, name: string): void {
  const envelope = `{"code":1,"data":{"id":"1011","name":${JSON.stringify(name)},"soldCount":12345678901234567890}}`;
  const json = `{"locale":"${locale}","answers":[{"method":"GET","path":"/display/v1/product/getProductById/{id}","payload":{"id":"1011"},"envelope":${envelope}}]}`;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ID;
  block.textContent = json.replace(/</g, '\\u003c');
  document.head.appendChild(block);
}

function renderProduct(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useLocaleQuery(productByIdCall, { id: '1011' }), { wrapper });
}

it("renders the page's first query with the inline answer, without asking, once", async () => {
  putBlock('ru', 'UC </script> "x"');
  const client = new QueryClient();
  expect(seedFirstAnswers(client, 'ru')).toBe(1);
  const { result } = renderProduct(client);
  expect(result.current.data).toMatchObject({ name: 'UC </script> "x"', soldCount: '12345678901234567890' });
  await act(async () => {});
  expect(sent).toEqual([]);
  expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
  expect(seedFirstAnswers(new QueryClient(), 'ru')).toBe(0);
});

it('drops answers written for another locale than the client starts in', async () => {
  putBlock('en', 'UC');
  const client = new QueryClient();
  expect(seedFirstAnswers(client, 'ru')).toBe(0);
  const { result } = renderProduct(client);
  expect(result.current.data).toBeUndefined();
  await act(async () => {});
  expect(sent).toEqual(['/api/display/v1/product/getProductById/1011']);
  expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
});
