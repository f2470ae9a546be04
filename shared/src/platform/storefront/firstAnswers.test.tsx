import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SHELL_REQUESTS, payWaysCall, productByIdCall } from '@topup/shared/contract';
import { configureHttp, request } from '@topup/shared/http';
import { sessionStore } from '@topup/shared/session';
import { FIRST_ANSWERS_ID, STOREFRONTS_QUERY_KEY, seedFirstAnswers, useLocaleQuery } from '@topup/shared/storefront';

const sent: string[] = [];

beforeEach(() => {
  // A new client each time: the one before may keep the answers a test gave it.
  configureHttp({
    adapter: async (config) => {
      sent.push(config.url ?? '');
      return { data: JSON.stringify({ code: 1, data: { id: '1011', name: 'asked' }, message: 'success' }), status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  sent.length = 0;
  act(() => sessionStore.getState().setLocale('ru'));
});

const SHELL_ANSWERS = [
  '{"method":"GET","path":"/setting/currency/v1/getCurrencySettings","payload":{},"envelope":{"code":1,"data":[{"locale":"ru","currencyName":"RUB"}]}}',
  '{"method":"GET","path":"/order/v2/getPayWays","payload":{"currencyName":"RUB"},"envelope":{"code":1,"data":[{"payWay":"CARDPAY_RU"}]}}',
];

/** The block as the server writes it: the envelope verbatim, '<' escaped, each payload as the page sends it. */
function putBlock(locale: string, name: string): void {
  const envelope = `{"code":1,"data":{"id":"1011","name":${JSON.stringify(name)},"soldCount":12345678901234567890}}`;
  const product = `{"method":"GET","path":"/display/v1/product/getProductById/{id}","payload":{"id":"1011","locale":"${locale}"},"envelope":${envelope}}`;
  const json = `{"locale":"${locale}","answers":[${[...SHELL_ANSWERS, product].join(',')}]}`;
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
  expect(seedFirstAnswers(client, 'ru')).toBe(3);
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
  await waitFor(() => expect(sent).toEqual(['/api/display/v1/product/getProductById/1011']));
  expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
});

it("answers the shell's own calls from the page, without a request, and holds the storefronts for the first render", async () => {
  putBlock('ru', 'UC');
  const client = new QueryClient();
  seedFirstAnswers(client, 'ru');
  expect(client.getQueryData(STOREFRONTS_QUERY_KEY)).toEqual([{ locale: 'ru', currencyName: 'RUB' }]);
  await expect(request(payWaysCall, SHELL_REQUESTS.payWays('RUB'))).resolves.toEqual([{ payWay: 'CARDPAY_RU' }]);
  expect(sent).toEqual([]);
});
