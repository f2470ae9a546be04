import { act, fireEvent, screen, within } from '@testing-library/react';
import { categoryClassifyCall } from '@topup/shared/contract';
import { offline, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { GENSHIN, PUBG, storefrontsStub } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { CategoryListPage } from './CategoryListPage';

beforeAll(async () => {
  await initTestI18n('ru');
});

const KINDS = [
  { key: 'mobile', name: 'Мобильные игры', categories: [PUBG, GENSHIN] },
  { key: 'gift', name: 'Подарочные карты', categories: [] },
];

it('lists the games by kind, leaving out kinds with none', async () => {
  serveCalls([storefrontsStub, stubCall(categoryClassifyCall, KINDS)]);
  renderPage(<CategoryListPage />, { url: '/activies/ext/list' });
  const mobile = await screen.findByRole('region', { name: 'Мобильные игры' });
  expect(within(mobile).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/search?keyword=PUBG+Mobile', '/act/genshin']);
  expect(screen.queryByRole('region', { name: 'Подарочные карты' })).toBeNull();
});

it('says the catalogue is empty when no kind has a game', async () => {
  serveCalls([storefrontsStub, stubCall(categoryClassifyCall, [{ key: 'gift', name: 'Подарочные карты', categories: [] }])]);
  renderPage(<CategoryListPage />, { url: '/activies/ext/list' });
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('Каталог пока пуст');
});

it('offers a retry when the network fails', async () => {
  let down = true;
  serveCalls([storefrontsStub, stubCall(categoryClassifyCall, () => (down ? offline : KINDS))]);
  renderPage(<CategoryListPage />, { url: '/activies/ext/list' });
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  down = false;
  await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' })));
  expect(await screen.findByRole('region', { name: 'Мобильные игры' })).toBeInTheDocument();
});
