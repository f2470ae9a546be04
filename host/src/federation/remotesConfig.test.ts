import { fetchRemotesConfig, INLINE_REMOTES_ID } from './remotesConfig';
import { putInlineBlock } from '../testing/inlineBlock';

const MAP = {
  catalog: '/remotes/catalog/0.1.0/mf-manifest.json',
  checkout: '/remotes/checkout/0.1.0/mf-manifest.json',
  member: '/remotes/member/0.1.0/mf-manifest.json',
  activities: '/remotes/activities/0.1.0/mf-manifest.json',
};

describe('fetchRemotesConfig', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => MAP });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('reads the map the page came with, without a request', async () => {
    putInlineBlock(INLINE_REMOTES_ID, JSON.stringify(MAP));
    await expect(fetchRemotesConfig()).resolves.toEqual(MAP);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /remotes.json when the page has no map', async () => {
    await expect(fetchRemotesConfig()).resolves.toEqual(MAP);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('fetches /remotes.json when the inline map is broken', async () => {
    putInlineBlock(INLINE_REMOTES_ID, '{not json');
    await expect(fetchRemotesConfig()).resolves.toEqual(MAP);
  });
});
