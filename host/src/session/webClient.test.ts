import { fetchWebClient, INLINE_WEB_CLIENT_ID } from './webClient';
import { putInlineBlock } from '../testing/inlineBlock';

const CLIENT = { clientId: 'topup-web', clientSecret: 'public-secret', redirectPath: '/login' };

describe('fetchWebClient', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ code: 1, data: CLIENT, message: 'ok' }) });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('reads the client the page came with, without a request', async () => {
    putInlineBlock(INLINE_WEB_CLIENT_ID, JSON.stringify(CLIENT));
    await expect(fetchWebClient()).resolves.toEqual(CLIENT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks /oauth/client when the page has none or a broken one', async () => {
    await expect(fetchWebClient()).resolves.toEqual(CLIENT);
    putInlineBlock(INLINE_WEB_CLIENT_ID, '{"clientId": 1}');
    await expect(fetchWebClient()).resolves.toEqual(CLIENT);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/oauth/client', expect.anything());
  });
});
