import { act, fireEvent, screen, within } from '@testing-library/react';
import { buyerOrdersCall, categoryIndexCall, galleryInfoCall, goodsPageCall, pageInfoCall } from '@topup/shared/contract';
import { refuse, serveCalls, stubCall, type CallStub } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { BANNERS, BUYER_ORDERS, CRYSTALS_CARD, GENSHIN, HOME_INFO, PUBG, UC_CARD, page, storefrontsStub } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { HomePage } from './HomePage';

beforeAll(async () => {
  await initTestI18n('ru');
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

const homeStubs = (overrides: CallStub[] = []) => [
  ...overrides,
  storefrontsStub,
  stubCall(pageInfoCall, HOME_INFO),
  stubCall(galleryInfoCall, BANNERS),
  stubCall(categoryIndexCall, [GENSHIN, PUBG]),
  stubCall(goodsPageCall, page([CRYSTALS_CARD, UC_CARD], 1, 10)),
  stubCall(buyerOrdersCall, BUYER_ORDERS),
];

function renderHome() {
  return renderPage(<HomePage />, { url: '/' });
}

it('shows the page info’s sections in order: banners, game zone, hot products, buyer orders', async () => {
  const { requests } = serveCalls(homeStubs());
  renderHome();
  expect(await screen.findByRole('heading', { level: 1, name: 'Пополнение игр' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Скидки на UC' })).toHaveAttribute('href', '/detail/10');
  expect(await screen.findByRole('link', { name: 'Genshin Impact Хит' })).toHaveAttribute('href', '/act/genshin');
  // A game without a page of its own leads to the search for it.
  expect(screen.getByRole('link', { name: 'PUBG Mobile Хит' })).toHaveAttribute('href', '/search?keyword=PUBG+Mobile');
  expect(await screen.findByRole('link', { name: /^Хит Кристаллы Сотворения Genshin Impact от 99,00/ })).toHaveAttribute('href', '/detail/20');
  expect(await screen.findByRole('link', { name: 'm***a купил(а) 60 кристаллов × 2 — Кристаллы Сотворения' })).toHaveAttribute('href', '/detail/20');
  expect(screen.getAllByText('5 минут назад')[0]).toBeVisible();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Игровая зона', 'Популярное', 'Сейчас покупают']);
  expect(requests.find((served) => served.call === goodsPageCall)?.payload).toMatchObject({ hotOnly: true, locale: 'ru' });
});

it('switches banners with its buttons and the arrow keys, and keeps the first image eager', async () => {
  serveCalls(homeStubs());
  renderHome();
  const carousel = await screen.findByRole('region', { name: 'Акции' });
  const slides = within(carousel).getAllByRole('group', { hidden: true });
  expect(slides.map((slide) => slide.hidden)).toEqual([false, true]);
  expect(within(slides[0]!).getByRole('img')).toHaveAttribute('loading', 'eager');
  // The title is written in the visitor's locale over the art, not baked into the picture.
  expect(slides[0]).toHaveTextContent('Скидки на UC');
  expect(within(slides[0]!).getByRole('link', { name: 'Скидки на UC' })).toHaveAttribute('href', '/detail/10');
  fireEvent.click(within(carousel).getByRole('button', { name: 'Следующий слайд' }));
  expect(slides.map((slide) => slide.hidden)).toEqual([true, false]);
  fireEvent.keyDown(carousel, { key: 'ArrowRight' });
  expect(slides.map((slide) => slide.hidden)).toEqual([false, true]);
  fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
  expect(within(carousel).getByRole('button', { name: 'Слайд 2 из 2' })).toHaveAttribute('aria-current', 'true');
});

it('runs the buyer ticker, with a decorative second copy, unless reduced motion is asked for', async () => {
  serveCalls(homeStubs());
  const { unmount } = renderHome();
  const ticker = await screen.findByTestId('buyer-orders');
  expect(ticker).toHaveAttribute('data-motion', 'moving');
  expect(ticker.querySelectorAll('ul')).toHaveLength(2);
  expect(ticker.querySelectorAll('ul')[1]).toHaveAttribute('aria-hidden', 'true');
  unmount();

  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }),
  });
  renderHome();
  const still = await screen.findByTestId('buyer-orders');
  expect(still).toHaveAttribute('data-motion', 'still');
  expect(still.querySelectorAll('ul')).toHaveLength(1);
});

it('says so when the shop window is empty', async () => {
  serveCalls(homeStubs([stubCall(pageInfoCall, { ...HOME_INFO, sections: [] })]));
  renderHome();
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('Витрина пока пуста');
  expect(screen.getByRole('link', { name: 'Все игры' })).toHaveAttribute('href', '/activies/ext/list');
});

it('shows empty sections kindly and leaves out banners when there are none', async () => {
  serveCalls(homeStubs([stubCall(galleryInfoCall, []), stubCall(goodsPageCall, page([], 1, 10)), stubCall(buyerOrdersCall, [])]));
  renderHome();
  expect(await screen.findByText('Популярных товаров пока нет')).toBeInTheDocument();
  expect(await screen.findByText('Здесь появятся свежие покупки')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Акции' })).toBeNull();
});

it('offers a retry when the page cannot be loaded, and loads on retry', async () => {
  let failing = true;
  serveCalls(homeStubs([stubCall(pageInfoCall, () => (failing ? refuse(18) : HOME_INFO))]));
  renderHome();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Не удалось загрузить');
  failing = false;
  await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' })));
  expect(await screen.findByRole('heading', { level: 2, name: 'Игровая зона' })).toBeInTheDocument();
});

it('shows skeletons while loading', () => {
  serveCalls(homeStubs([stubCall(pageInfoCall, () => new Promise(() => undefined) as never)]));
  renderHome();
  expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
});
