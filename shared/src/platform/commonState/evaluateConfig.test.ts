import { commonStore, initialCommonState, loadEvaluateConfig } from '@topup/shared/commonState';

const config = { maxScore: 5, reviewsPerPage: 5, textMaxLength: 500 };
const answering = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

beforeEach(() => commonStore.setState(initialCommonState()));

it('loads the evaluate config from its file', async () => {
  const fetcher = answering(200, config);
  await loadEvaluateConfig(fetcher);
  expect(fetcher).toHaveBeenCalledWith('/config/evaluate.json', expect.anything());
  expect(commonStore.getState().evaluateConfig).toEqual(config);
});

it.each([
  ['an HTTP error', answering(404, {})],
  ['a malformed file', answering(200, { maxScore: 'five' })],
  ['a network failure', jest.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch],
])('keeps what it had on %s', async (_case, fetcher) => {
  commonStore.setState({ evaluateConfig: config });
  await loadEvaluateConfig(fetcher);
  expect(commonStore.getState().evaluateConfig).toEqual(config);
});
