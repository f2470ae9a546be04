import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { categorySearchCall, searchGoodsCall } from '@topup/shared/contract';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { readSearchHistory, rememberSearch } from '@topup/shared/search';
import { CRYSTALS_CARD, GENSHIN, WELKIN_CARD, page, storefrontsStub } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { SearchPage } from './SearchPage';

beforeAll(async () => {
  await initTestI18n('ru');
  window.scrollTo = jest.fn();
});

beforeEach(() => localStorage.clear());

function serveSearch() {
  return serveCalls([
    storefrontsStub,
    stubCall(categorySearchCall, (payload) => (String(payload.keyword).toLowerCase().includes('геншин') ? [GENSHIN] : [])),
    stubCall(searchGoodsCall, (payload) => {
      if (!String(payload.keyword).toLowerCase().includes('геншин')) return page([], 1, 20, 0);
      const pageNum = Number(payload.pageNum);
      return page(pageNum === 1 ? [CRYSTALS_CARD] : [WELKIN_CARD], pageNum, 1, 2);
    }),
  ]);
}

it('finds games and products, and remembers the keyword', async () => {
  const { requests } = serveSearch();
  renderPage(<SearchPage />, { url: '/search?keyword=%D0%B3%D0%B5%D0%BD%D1%88%D0%B8%D0%BD' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Результаты по запросу «геншин»');
  const games = await screen.findByRole('region', { name: 'Игры' });
  expect(within(games).getByRole('link')).toHaveAttribute('href', '/act/genshin');
  const products = await screen.findByRole('region', { name: 'Товары: 2' });
  expect(within(products).getByRole('link', { name: /Кристаллы Сотворения/ })).toHaveAttribute('href', '/detail/20');
  expect(readSearchHistory()).toEqual(['геншин']);
  expect(requests.find((served) => served.call === searchGoodsCall)?.payload).toMatchObject({ keyword: 'геншин', pageNum: 1, locale: 'ru' });
});

it('pages through the products in the URL', async () => {
  const { requests } = serveSearch();
  renderPage(<SearchPage />, { url: '/search?keyword=геншин' });
  await screen.findByText('Страница 1 из 2');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Дальше' })));
  expect(await screen.findByRole('link', { name: /Благословение полой луны/ })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=%D0%B3%D0%B5%D0%BD%D1%88%D0%B8%D0%BD&page=2');
  expect(requests.filter((served) => served.call === searchGoodsCall).map((served) => served.payload.pageNum)).toEqual([1, 2]);
  // Games belong to the first page only.
  expect(screen.queryByRole('region', { name: 'Игры' })).toBeNull();
});

it('says nothing was found, and offers every game', async () => {
  serveSearch();
  renderPage(<SearchPage />, { url: '/search?keyword=zzz' });
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('По запросу «zzz» ничего не нашлось');
  expect(screen.getByRole('link', { name: 'Все игры' })).toHaveAttribute('href', '/activies/ext/list');
});

it('without a keyword, offers past searches and forgets them on request', async () => {
  const { requests } = serveSearch();
  rememberSearch('PUBG');
  rememberSearch('Геншин');
  renderPage(<SearchPage />, { url: '/search' });
  const history = screen.getByRole('region', { name: 'Вы искали' });
  expect(within(history).getAllByRole('link').map((link) => link.textContent)).toEqual(['Геншин', 'PUBG']);
  fireEvent.click(screen.getByRole('button', { name: 'Очистить историю' }));
  expect(readSearchHistory()).toEqual([]);
  expect(screen.getByTestId('empty-state')).toHaveTextContent('Что ищем?');
  await waitFor(() => expect(requests.filter((served) => served.call !== storefrontsStub.call)).toEqual([]));
});
