import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  cdkeyExchangeCall,
  couponCountCall,
  couponTemplateIdSchema,
  currencySettingsCall,
  customerCouponIdSchema,
  userCouponPageListCall,
  type UserCoupon,
} from '@topup/shared/contract';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { STOREFRONTS } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { CouponPage } from './CouponPage';

const coupon = (overrides: Partial<UserCoupon> = {}): UserCoupon => ({
  id: customerCouponIdSchema.parse('11'),
  status: 'unused',
  validFrom: Date.UTC(2026, 4, 1),
  validTo: Date.UTC(2026, 5, 30),
  receiveTime: Date.UTC(2026, 4, 1),
  useTime: null,
  orderNo: null,
  read: false,
  rule: {
    couponId: couponTemplateIdSchema.parse('1'),
    name: { ru: 'Скидка 100 ₽', en: '100 ₽ off' },
    description: { ru: 'Одна скидка на заказ' },
    currencyName: 'RUB',
    discountType: 'amount',
    discountAmountMinor: 10_000,
    discountPercent: null,
    maxDiscountMinor: null,
    thresholdMinor: 50_000,
    scope: 'all',
    categoryIds: [],
    validFrom: null,
    validTo: null,
    validDays: 30,
  },
  ...overrides,
});

function serve(exchange: (UserCoupon | ReturnType<typeof refuse>)[] = []) {
  let unused = [coupon()];
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(couponCountCall, () => ({ unused: unused.length, used: 0, expired: 0 })),
    stubCall(userCouponPageListCall, (payload) => {
      const list = payload.tab === 'unused' ? unused : [];
      return { list, total: list.length, pageNum: 1, pageSize: 10 };
    }),
    stubCall(cdkeyExchangeCall, () => {
      const answer = exchange.shift() ?? refuse(18);
      if ('id' in answer) unused = [answer, ...unused];
      return answer;
    }),
  ]);
}

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  act(() => {
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setAccessToken('token');
  });
});

it('asks a signed-out visitor to log in', () => {
  act(() => logoutLocally());
  serve();
  renderPage(<CouponPage />, { url: '/my/coupon' });
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login?fromPage=%2Fmy%2Fcoupon');
});

it('lists the unused coupons with value, threshold, scope, validity and rules; other tabs are empty', async () => {
  serve();
  renderPage(<CouponPage />, { url: '/my/coupon' });
  const [card] = await screen.findAllByTestId('coupon-card');
  expect(within(card!).getByText(/Скидка 100,00\s₽/)).toBeInTheDocument();
  expect(within(card!).getByText(/При заказе от 500,00\s₽/)).toBeInTheDocument();
  expect(within(card!).getByText('На все товары')).toBeInTheDocument();
  expect(within(card!).getByText(/^Действует с .*2026/)).toBeInTheDocument();
  expect(within(card!).getByText('Условия: Одна скидка на заказ')).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Доступные 1' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(screen.getByRole('tab', { name: /^Истёкшие/ }));
  expect(await screen.findByText('Истёкших купонов нет')).toBeInTheDocument();
});

it('exchanges a code, shows the refusals in Russian, and lists the new coupon; the same code again asks the server again', async () => {
  const { requests } = serve([
    refuse(4006, 'Coupons used up'),
    refuse(12, 'No such code'),
    coupon({ id: customerCouponIdSchema.parse('12'), rule: { ...coupon().rule, couponId: couponTemplateIdSchema.parse('2'), name: { ru: 'Приветственный' } } }),
    refuse(4007, 'Limit reached'),
  ]);
  renderPage(<CouponPage />, { url: '/my/coupon' });
  await screen.findAllByTestId('coupon-card');
  const field = screen.getByLabelText('Код купона');
  const send = screen.getByRole('button', { name: 'Активировать' });
  fireEvent.click(send);
  expect(await screen.findByText('Заполните это поле')).toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'ONCE-ONLY' } });
  fireEvent.click(send);
  expect(await screen.findByText('Купоны закончились')).toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'NOPE1' } });
  fireEvent.click(send);
  expect(await screen.findByText('Такого кода нет или его срок истёк')).toBeInTheDocument();
  fireEvent.change(field, { target: { value: ' WELCOME100 ' } });
  fireEvent.click(send);
  expect(await screen.findByText('Приветственный')).toBeInTheDocument();
  expect(screen.getAllByTestId('coupon-card')).toHaveLength(2);
  fireEvent.change(field, { target: { value: 'WELCOME100' } });
  fireEvent.click(send);
  expect(await screen.findByText('Вы уже получили максимум купонов')).toBeInTheDocument();
  expect(requests.filter((served) => served.call === cdkeyExchangeCall).map((served) => served.payload.code)).toEqual(['ONCE-ONLY', 'NOPE1', 'WELCOME100', 'WELCOME100']);
});

it('tells a storefront without coupons that they are not offered, and asks for none', async () => {
  act(() => sessionStore.getState().setLocale('en'));
  const { requests } = serve();
  renderPage(<CouponPage />, { url: '/my/coupon' });
  expect(await screen.findByText('Здесь это недоступно')).toBeInTheDocument();
  expect(requests.filter((served) => served.call !== currencySettingsCall)).toEqual([]);
});
