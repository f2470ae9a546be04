import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currencySettingsCall, orderButtonStatusCall, orderDetailsCall, prePayFormInfoCall, type OrderDetail } from '@topup/shared/contract';
import { applyRefundCall, refundDetailCall, type AfterSaleDetail, type RefundDetail } from '@topup/shared/contract/afterSale';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { renderPage } from '@topup/shared/testing';
import { ORDER_NO, STOREFRONTS, order } from '../../testing/fixtures';
import { OrderDetailPage } from '../orders/OrderDetailPage';

const URL = `/ordre/detail?orderNo=${ORDER_NO}`;
const PAID = { currencyName: 'RUB', amount: 19800 };

function refundDetail(overrides: Partial<RefundDetail> = {}): RefundDetail {
  return {
    orderNo: ORDER_NO,
    refundable: true,
    refusal: null,
    refundableAmount: PAID,
    refundedAmount: { currencyName: 'RUB', amount: 0 },
    refundPaths: [10, 5],
    lateAt: null,
    openAfterSaleNo: null,
    ...overrides,
  };
}

function afterSale(overrides: Partial<AfterSaleDetail> = {}): AfterSaleDetail {
  return {
    afterSaleNo: '20260515120500123456',
    orderNo: ORDER_NO,
    productName: 'Кристаллы Сотворения',
    status: 1,
    reason: 'Не пришло',
    amount: PAID,
    refundPath: 5,
    createTime: Date.UTC(2026, 4, 15, 12, 30),
    finishTime: Date.UTC(2026, 4, 15, 12, 30),
    orderStatus: 6,
    history: [{ step: 'requested', status: 0, note: null, time: Date.UTC(2026, 4, 15, 12, 30) }],
    ...overrides,
  };
}

function serve(theOrder: OrderDetail, detail: RefundDetail, apply: AfterSaleDetail | ReturnType<typeof refuse> = afterSale()) {
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(prePayFormInfoCall, refuse(12)),
    stubCall(orderDetailsCall, theOrder),
    stubCall(orderButtonStatusCall, {
      orderNo: ORDER_NO,
      status: theOrder.status,
      pay: false,
      cancel: false,
      refund: detail.refundable,
      form: false,
      history: false,
      paymentConfirming: false,
      paymentPending: false,
    }),
    stubCall(refundDetailCall, detail),
    stubCall(applyRefundCall, apply),
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

afterEach(() => {
  jest.useRealTimers();
});

const inDelivery = (payTime: number) =>
  order({ status: 2, paidAmount: PAID, payWayId: 'CARDPAY_RU|RUB', payTime, product: { ...order().product, deliveryMinutes: { min: 0, max: 5 } } });

it('counts the delivery down and offers no refund while the promise holds', async () => {
  const payTime = Date.now() - 60_000;
  serve(inDelivery(payTime), refundDetail({ lateAt: payTime + 5 * 60_000 }));
  renderPage(<OrderDetailPage />, { url: URL });
  const delivering = await screen.findByTestId('timeline-delivering');
  expect(delivering).toHaveTextContent(/Пополнение\s*Осталось [34]:\d\d/);
  expect(screen.getByTestId('timeline-paid')).toHaveAttribute('data-state', 'done');
  expect(screen.getByTestId('timeline-delivered')).toHaveAttribute('data-state', 'pending');
  await waitFor(() => expect(screen.queryByTestId('refund-offer')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).not.toBeInTheDocument();
});

it('offers the refund the moment the countdown runs out, without a reload', async () => {
  // Paid 4 min 58 s ago with a promise of 5 minutes: two seconds are left.
  const payTime = Date.now() - 5 * 60_000 + 2_000;
  serve(inDelivery(payTime), refundDetail({ lateAt: payTime + 5 * 60_000 }));
  renderPage(<OrderDetailPage />, { url: URL });
  expect(await screen.findByTestId('timeline-delivering')).toHaveTextContent(/Осталось 0:0[12]/);
  expect(screen.queryByTestId('refund-offer')).not.toBeInTheDocument();
  expect(await screen.findByTestId('refund-offer', {}, { timeout: 5_000 })).toHaveTextContent('Пополнение не пришло в обещанное время');
  expect(screen.getByTestId('timeline-delivering')).toHaveAttribute('data-state', 'late');
});

it('offers the refund at once when the promise ran out, and asks to the balance after the confirmation', async () => {
  const payTime = Date.now() - 6 * 60_000;
  const { requests } = serve(inDelivery(payTime), refundDetail({ lateAt: payTime + 5 * 60_000 }));
  renderPage(<OrderDetailPage />, { url: URL });
  expect(await screen.findByTestId('timeline-delivering')).toHaveTextContent('Обещанное время вышло');
  const offer = await screen.findByTestId('refund-offer');
  expect(offer).toHaveTextContent('Пополнение не пришло в обещанное время');
  fireEvent.click(within(offer).getByRole('button', { name: 'Вернуть деньги' }));

  const dialog = await screen.findByRole('dialog', { name: 'Возврат денег за заказ' });
  expect(dialog).toHaveTextContent('Вернём 198');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
  expect(within(dialog).getByText('Укажите причину возврата')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Причина возврата'), { target: { value: '  Не пришло  ' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'На баланс магазина' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
  expect(dialog).toHaveTextContent(`(На баланс магазина) за заказ № ${ORDER_NO}`);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Да, вернуть деньги' }));

  expect(await screen.findByTestId('refund-made')).toHaveTextContent('Запрос отправлен: Деньги возвращены.');
  expect(screen.getByRole('link', { name: 'Подробнее о возврате' })).toHaveAttribute('href', '/my/afterSale/detail?id=20260515120500123456');
  expect(requests.find((request) => request.call === applyRefundCall)?.payload).toEqual({ orderNo: ORDER_NO, reason: 'Не пришло', refundPath: 5 });
});

it('words a refusal in the dialog in the customer locale', async () => {
  const delivered = order({ status: 3, paidAmount: PAID, payWayId: 'balance|RUB', payTime: Date.now() - 3_600_000, finishTime: Date.now() - 3_000_000 });
  const { notices } = serve(delivered, refundDetail({ refundPaths: [5] }), refuse(13, 'exists'));
  renderPage(<OrderDetailPage />, { url: URL });
  const offer = await screen.findByTestId('refund-offer');
  expect(offer).toHaveTextContent('Что-то не так с заказом?');
  fireEvent.click(within(offer).getByRole('button', { name: 'Вернуть деньги' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Куда: На баланс магазина');
  fireEvent.change(within(dialog).getByLabelText('Причина возврата'), { target: { value: 'Передумал' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Да, вернуть деньги' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Такие данные уже есть');
  expect(notices).toEqual([]);
});

it('links an open request instead of offering another', async () => {
  const delivered = order({ status: 3, paidAmount: PAID, payWayId: 'balance|RUB', payTime: Date.now() - 3_600_000, finishTime: Date.now() - 3_000_000 });
  serve(delivered, refundDetail({ refundable: false, refusal: 'requestOpen', openAfterSaleNo: '20260515120500123456' }));
  renderPage(<OrderDetailPage />, { url: URL });
  expect(await screen.findByTestId('refund-open')).toHaveTextContent('Запрос на возврат уже рассматривается.');
  expect(screen.getByRole('link', { name: 'Открыть запрос' })).toHaveAttribute('href', '/my/afterSale/detail?id=20260515120500123456');
});
