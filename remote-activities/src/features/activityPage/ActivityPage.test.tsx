import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { activityByLinkSuffixCall, activityDetailCall, currencySettingsCall, type ActivityDetail } from '@topup/shared/contract';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { ActivityPage } from './ActivityPage';

beforeAll(async () => {
  await initTestI18n('ru');
});

const GENSHIN_PAGE: ActivityDetail = {
  id: '5',
  linkSuffix: 'genshin',
  title: 'Genshin Impact: пополнение',
  categoryId: '2',
  blocks: [
    { type: 'banner', image: { url: '/static/catalog/banner-genshin.svg', width: 1200, height: 400 }, link: '/detail/20' },
    { type: 'text', title: 'Как пополнить', body: 'Укажите UID.\n\nКристаллы придут за 15 минут.' },
    {
      type: 'products',
      title: 'Товары',
      products: [
        {
          id: '20',
          categoryId: '2',
          categoryName: 'Genshin Impact',
          name: 'Кристаллы Сотворения',
          image: { url: '/static/catalog/genshin-crystals.svg', width: 400, height: 400 },
          fromPrice: { currencyName: 'RUB', amount: 9900 },
          labels: [],
          soldCount: 3,
        },
      ],
    },
  ],
};

function stubs(byKey: (key: string) => ActivityDetail | ReturnType<typeof refuse> = (key) => (key === 'genshin' ? GENSHIN_PAGE : refuse(12))) {
  return serveCalls([
    stubCall(currencySettingsCall, []),
    stubCall(activityByLinkSuffixCall, (payload) => byKey(String(payload.linkSuffix))),
    stubCall(activityDetailCall, (payload) => (payload.id === '5' ? GENSHIN_PAGE : refuse(12))),
  ]);
}

function renderAt(url: string, page: ReactElement = <ActivityPage />) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/act/:key?" element={page} />
          <Route path="/activies/ext" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows the page found by its link suffix: title, banner, text and products', async () => {
  const { requests } = stubs();
  renderAt('/act/genshin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Genshin Impact: пополнение' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-page')).toHaveAttribute('data-remote', 'activities');
  expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/detail/20');
  expect(screen.getByText('Кристаллы придут за 15 минут.')).toBeInTheDocument();
  const products = screen.getByRole('heading', { name: 'Товары' }).parentElement!;
  expect(within(products).getByRole('link', { name: /Кристаллы Сотворения/ })).toHaveAttribute('href', '/detail/20');
  expect(requests.find((served) => served.call === activityByLinkSuffixCall)?.payload).toEqual({ linkSuffix: 'genshin', locale: 'ru' });
});

it('finds a page by id on /activies/ext', async () => {
  stubs();
  renderAt('/activies/ext?id=5');
  expect(await screen.findByRole('heading', { level: 1, name: 'Genshin Impact: пополнение' })).toBeInTheDocument();
});

it('says an unknown or missing page is not found, without an error toast', async () => {
  const { notices } = stubs();
  const { unmount } = renderAt('/act/nope');
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('Акция не найдена');
  expect(notices).toEqual([]);
  unmount();
  renderAt('/act');
  expect(screen.getByTestId('empty-state')).toHaveTextContent('Акция не найдена');
});

it('offers a retry after a failure', async () => {
  let failing = true;
  stubs(() => (failing ? refuse(18) : GENSHIN_PAGE));
  renderAt('/act/genshin');
  const alert = await screen.findByRole('alert');
  failing = false;
  await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' })));
  expect(await screen.findByRole('heading', { level: 1, name: 'Genshin Impact: пополнение' })).toBeInTheDocument();
});
