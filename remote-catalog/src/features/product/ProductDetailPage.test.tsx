import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currencySettingsCall, groupFrameCall, productByIdCall, productByLinkSuffixCall, productReviewsCall, skusByGroupCall } from '@topup/shared/contract';
import { refuse, serveCalls, stubCall, type CallStub } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { isOrderConfirmLinkSigned, orderConfirmLinkOf } from '@topup/shared/orderConfirm';
import { CRYSTALS, CRYSTAL_SKUS, GENSHIN_GROUP, REVIEWS, STOREFRONTS, page, storefrontsStub } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { EmptyProductPage } from './EmptyProductPage';
import { ProductDetailPage } from './ProductDetailPage';

beforeAll(async () => {
  await initTestI18n('ru');
  // jsdom draws no canvas; the QR code's canvas stays blank.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

/** Intl separates groups and currency with no-break spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function productStubs(overrides: CallStub[] = []) {
  return [
    ...overrides,
    storefrontsStub,
    stubCall(productByIdCall, (payload) => (payload.id === CRYSTALS.id ? CRYSTALS : refuse(12, 'no data'))),
    stubCall(productByLinkSuffixCall, (payload) => (payload.linkSuffix === CRYSTALS.linkSuffix ? CRYSTALS : refuse(12, 'no data'))),
    stubCall(skusByGroupCall, CRYSTAL_SKUS),
    stubCall(groupFrameCall, GENSHIN_GROUP),
    stubCall(productReviewsCall, page(REVIEWS, 1, 5)),
  ];
}

function renderDetail(url = '/detail/20') {
  return renderPage(<ProductDetailPage />, { url, path: url.startsWith('/d/') ? '/d/:key?' : '/detail/:id' });
}

function quantityBox() {
  return screen.getByRole('spinbutton', { name: 'Количество' });
}

it('shows the product: name, labels, group, SKUs with prices, delivery promise and description', async () => {
  const { requests } = serveCalls(productStubs());
  renderDetail();
  expect(await screen.findByRole('heading', { level: 1, name: 'Кристаллы Сотворения' })).toBeInTheDocument();
  expect(document.title).toBe('Кристаллы Сотворения · TopUp');
  expect(screen.getByText('Хит')).toBeInTheDocument();
  const group = await screen.findByRole('navigation', { name: 'Другие товары: Genshin Impact' });
  expect(within(group).getByRole('link', { name: 'Кристаллы Сотворения' })).toHaveAttribute('aria-current', 'page');
  expect(within(group).getByRole('link', { name: 'Благословение полой луны' })).toHaveAttribute('href', '/detail/21');
  const skus = await screen.findByRole('group', { name: 'Выберите номинал' });
  const radios = within(skus).getAllByRole('radio');
  expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
  expect(radios[2]).toBeDisabled();
  expect(plain(skus.textContent)).toContain('330 кристаллов449,00 ₽Старая цена: 499,00 ₽Осталось 3 шт.');
  expect(plain(skus.textContent)).toContain('Нет в наличии');
  expect(screen.getByText('Пополнение за 0–15 мин после оплаты')).toBeInTheDocument();
  expect(screen.getByText('Доставка без входа в аккаунт.')).toBeInTheDocument();
  expect(requests.find((served) => served.call === skusByGroupCall)?.payload).toEqual({ groupId: '20', locale: 'ru' });
});

it('totals the price of the quantity and keeps the quantity within the chosen SKU’s limit', async () => {
  serveCalls(productStubs());
  renderDetail();
  await screen.findByRole('group', { name: 'Выберите номинал' });
  const total = () => plain(screen.getByText('Итого').parentElement!.textContent);
  expect(total()).toBe('Итого99,00 ₽');
  fireEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
  expect(total()).toBe('Итого198,00 ₽');
  // The first SKU's purchase limit is 10; the second has 3 in stock, and the quantity comes down to it.
  fireEvent.keyDown(quantityBox(), { key: 'End' });
  expect(quantityBox()).toHaveValue('10');
  fireEvent.click(screen.getByRole('radio', { name: /330 кристаллов/ }));
  expect(quantityBox()).toHaveValue('3');
  expect(quantityBox()).toHaveAttribute('aria-valuemax', '3');
  expect(screen.getByText('Не больше 3 шт. в одном заказе')).toBeInTheDocument();
  expect(total()).toBe('Итого1 347,00 ₽');
});

it('buys: leads to /ordre/confirm with the chosen SKU and quantity, flag=info and the signature', async () => {
  serveCalls(productStubs());
  renderDetail();
  fireEvent.click(await screen.findByRole('radio', { name: /330 кристаллов/ }));
  fireEvent.keyDown(quantityBox(), { key: 'ArrowUp' });
  fireEvent.click(screen.getByRole('button', { name: 'Купить' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ordre/confirm?'));
  const location = screen.getByTestId('location').textContent ?? '';
  const [pathname, search] = location.split('?');
  expect(pathname).toBe('/ordre/confirm');
  const params = new URLSearchParams(search);
  expect(JSON.parse(params.get('productSpecDetailIds') ?? '')).toEqual([{ skuId: '2002', quantity: 2 }]);
  expect(params.get('flag')).toBe('info');
  expect(params.get('signStr')).toMatch(/^[0-9A-F]{32}$/);
  const parts = orderConfirmLinkOf(search ?? '');
  expect(parts?.item).toEqual({ skuId: '2002', quantity: 2 });
  expect(parts && isOrderConfirmLinkSigned(parts)).toBe(true);
});

it('cannot be bought when every SKU is sold out', async () => {
  serveCalls(productStubs([stubCall(skusByGroupCall, [CRYSTAL_SKUS[2]!])]));
  renderDetail();
  expect(await screen.findByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
  expect(screen.queryByRole('spinbutton')).toBeNull();
});

it('shows the rating and reviews, page by page, where the storefront has evaluate', async () => {
  const { requests } = serveCalls(productStubs());
  renderDetail();
  expect(await screen.findByRole('link', { name: '4,8 из 5 · отзывов: 2' })).toHaveAttribute('href', '#reviews');
  const reviews = await screen.findByRole('region', { name: 'Отзывы' });
  expect(await within(reviews).findByText('Пришло за пару минут')).toBeInTheDocument();
  expect(within(reviews).getAllByRole('img', { name: 'Оценка 5 из 5' }).length).toBeGreaterThan(0);
  expect(requests.find((served) => served.call === productReviewsCall)?.payload).toMatchObject({ productId: '20', pageNum: 1, pageSize: 5 });
});

it('hides rating and reviews where evaluate is off', async () => {
  const withoutEvaluate = STOREFRONTS.map((storefront) => ({ ...storefront, features: storefront.features.filter((feature) => feature !== 'evaluate') }));
  const { requests } = serveCalls(productStubs([stubCall(currencySettingsCall, withoutEvaluate)]));
  renderDetail();
  await screen.findByRole('group', { name: 'Выберите номинал' });
  expect(screen.queryByRole('region', { name: 'Отзывы' })).toBeNull();
  expect(screen.queryByText(/из 5/)).toBeNull();
  expect(requests.some((served) => served.call === productReviewsCall)).toBe(false);
});

it('says kindly that an unknown product is not there, with no error toast', async () => {
  const { notices } = serveCalls(productStubs());
  renderDetail('/detail/999');
  expect(await screen.findByRole('heading', { level: 1, name: 'Товар не найден' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  expect(notices).toEqual([]);
});

it('does not even ask for an id that cannot be one', async () => {
  const { requests } = serveCalls(productStubs());
  renderDetail('/detail/abc');
  expect(screen.getByTestId('empty-state')).toHaveTextContent('Товар не найден');
  await waitFor(() => expect(requests.filter((served) => served.call === productByIdCall)).toEqual([]));
});

it('offers a retry when the product cannot be loaded', async () => {
  let failing = true;
  serveCalls(productStubs([stubCall(productByIdCall, () => (failing ? refuse(18) : CRYSTALS))]));
  renderDetail();
  const alert = await screen.findByRole('alert');
  failing = false;
  await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' })));
  expect(await screen.findByRole('heading', { level: 1, name: 'Кристаллы Сотворения' })).toBeInTheDocument();
});

it('finds a product by its short link /d/:key', async () => {
  const { requests } = serveCalls(productStubs());
  renderDetail('/d/genshin-crystals');
  expect(await screen.findByRole('heading', { level: 1, name: 'Кристаллы Сотворения' })).toBeInTheDocument();
  expect(requests.find((served) => served.call === productByLinkSuffixCall)?.payload).toEqual({ linkSuffix: 'genshin-crystals', locale: 'ru' });
});

it('shares: copies the link and shows a poster with the picture, name, price and a QR code', async () => {
  serveCalls(productStubs());
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  renderDetail();
  fireEvent.click(await screen.findByRole('button', { name: 'Поделиться' }));
  const dialog = await screen.findByRole('dialog', { name: 'Поделиться товаром' });
  const url = `${window.location.origin}/d/genshin-crystals`;
  expect(within(dialog).getByRole('textbox', { name: 'Ссылка на товар' })).toHaveValue(url);
  const poster = within(dialog).getByTestId('product-poster');
  expect(poster.querySelector('img')).toHaveAttribute('src', '/static/catalog/genshin-crystals.svg');
  expect(plain(poster.textContent)).toContain('Кристаллы Сотворенияот 99,00 ₽');
  // The QR code of the link is the server's image.
  const qr = within(poster).getByRole('img', { name: 'QR-код ссылки на товар' });
  expect(new URL(qr.getAttribute('src') ?? '', window.location.origin).searchParams.get('text')).toBe(url);
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Копировать ссылку' })));
  expect(writeText).toHaveBeenCalledWith(url);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('sends /d/ without a key to /detail/empty, which leads on to every game', async () => {
  serveCalls(productStubs());
  renderDetail('/d/');
  expect(screen.getByTestId('location')).toHaveTextContent('/detail/empty');
  renderPage(<EmptyProductPage />, { url: '/detail/empty' });
  expect(screen.getByRole('heading', { level: 1, name: 'Товар не найден' })).toBeInTheDocument();
  expect(screen.getByTestId('empty-state')).toHaveTextContent('Этого товара больше нет');
  expect(screen.getByRole('link', { name: 'Все игры' })).toHaveAttribute('href', '/activies/ext/list');
});
