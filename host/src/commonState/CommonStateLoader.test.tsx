import { act, render } from '@testing-library/react';
import { commonStore, initialCommonState } from '@topup/shared/commonState';
import { sessionStore } from '@topup/shared/session';
import { fakeServer } from '../pages/auth/authTesting';
import { StorefrontsProvider } from '../testing/StorefrontsProvider';
import { CommonStateLoader } from './CommonStateLoader';

const EVALUATE = { maxScore: 5, reviewsPerPage: 5, textMaxLength: 500 };
let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  commonStore.setState(initialCommonState());
  fakeServer(() => ({ data: [] }));
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    return { ok: true, status: 200, json: async () => EVALUATE };
  }) as unknown as typeof fetch;
});

afterEach(() => act(() => sessionStore.getState().setLocale('ru')));

async function renderLoader() {
  render(
    <StorefrontsProvider>
      <CommonStateLoader />
    </StorefrontsProvider>,
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

it('loads the evaluate config where the storefront offers reviews (ru)', async () => {
  await renderLoader();
  expect(fetched).toEqual(['/config/evaluate.json']);
  expect(commonStore.getState().evaluateConfig).toEqual(EVALUATE);
});

it('does not ask for it where reviews are off (en)', async () => {
  act(() => sessionStore.getState().setLocale('en'));
  await renderLoader();
  expect(fetched).toEqual([]);
  expect(commonStore.getState().evaluateConfig).toBeNull();
});
