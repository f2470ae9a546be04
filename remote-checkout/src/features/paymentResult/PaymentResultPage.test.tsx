import { act, fireEvent, screen, within } from '@testing-library/react';
import { commonStore, initialCommonState } from '@topup/shared/commonState';
import { orderDetailsCall, payConfirmCall, payOrderInfoStatusCall, type PayOrderStatus, type PaymentAttempt } from '@topup/shared/contract';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { ORDER_NO, unpaidOrder } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { PaymentResultPage } from './PaymentResultPage';
import { POLL_INTERVAL_MS, WAIT_ROUND_MS } from './usePayOrderStatus';

const URL = `/deal/paymentSucc?orderNo=${ORDER_NO}`;

const attempt = (status: PaymentAttempt['status'], payWayId = 'PIX|BRL'): PaymentAttempt => ({
  payNo: 'P1',
  payWayId,
  status,
  amount: { currencyName: 'BRL', amount: 19800 },
  confirmMinutes: payWayId.startsWith('PIX') ? 1 : 0,
  url: 'https://pay.example/P1',
  createTime: 1,
});

const state = (status: PayOrderStatus['status'], payment: PaymentAttempt | null): PayOrderStatus => ({ orderNo: ORDER_NO, status, payment });

/** Answers the polls in turn, repeating the last one; 'I have paid' makes its answer the polls' too. */
function servePolls(answers: PayOrderStatus[], confirmed?: PayOrderStatus) {
  const queue = [...answers];
  return serveCalls([
    stubCall(payOrderInfoStatusCall, () => (queue.length > 1 ? queue.shift()! : queue[0]!)),
    ...(confirmed
      ? [
          stubCall(payConfirmCall, () => {
            queue.splice(0, queue.length, confirmed);
            return confirmed;
          }),
        ]
      : []),
  ]);
}

function polls(requests: ReturnType<typeof servePolls>['requests']) {
  return requests.filter((served) => served.call.path === payOrderInfoStatusCall.path).length;
}

async function tick(ms = POLL_INTERVAL_MS) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  jest.useFakeTimers();
  commonStore.setState({ ...initialCommonState(), serviceConfig: { deliveryMinutes: { min: 0, max: 15 }, pollingIntervalMs: 30_000 } });
  act(() => sessionStore.getState().setAccessToken('token'));
});

afterEach(() => jest.useRealTimers());

it('waits for a PIX payment with its notice, follows the delivery and stops once the order is completed', async () => {
  const { requests } = servePolls([state(0, attempt('pending')), state(2, attempt('paid')), state(3, attempt('paid'))]);
  renderPage(<PaymentResultPage />, { url: URL });
  expect(await screen.findByRole('heading', { name: 'Ждём подтверждения оплаты' })).toBeInTheDocument();
  expect(screen.getByTestId('pay-way-notice')).toHaveTextContent('примерно за 1 минуту.');
  expect(screen.getByRole('link', { name: 'Вернуться к странице оплаты' })).toHaveAttribute('href', 'https://pay.example/P1');
  expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/my/order');

  await tick();
  expect(screen.getByRole('heading', { name: 'Оплата получена — пополняем' })).toBeInTheDocument();
  expect(screen.getByText('Пополнение за 0–15 мин после оплаты')).toBeInTheDocument();
  await tick();
  expect(screen.getByRole('heading', { name: 'Заказ выполнен' })).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  const asked = polls(requests);
  await tick(POLL_INTERVAL_MS * 5);
  expect(polls(requests)).toBe(asked);
});

it('pauses after a round of waiting and keeps waiting when asked', async () => {
  const { requests } = servePolls([state(0, attempt('pending', 'OXXO_PAY|MXN'))]);
  renderPage(<PaymentResultPage />, { url: URL });
  expect(await screen.findByTestId('pay-way-notice')).toHaveTextContent('лишь на следующий день');
  await tick(WAIT_ROUND_MS + POLL_INTERVAL_MS);
  const keepWaiting = screen.getByRole('button', { name: 'Ждать дальше' });
  const asked = polls(requests);
  await tick(POLL_INTERVAL_MS * 3);
  expect(polls(requests)).toBe(asked);
  fireEvent.click(keepWaiting);
  await tick();
  expect(polls(requests)).toBeGreaterThan(asked);
  expect(screen.queryByRole('button', { name: 'Ждать дальше' })).toBeNull();
});

it('asks the provider at once when the buyer says they have paid', async () => {
  const { requests } = servePolls([state(0, attempt('pending'))], state(2, attempt('paid')));
  renderPage(<PaymentResultPage />, { url: URL });
  fireEvent.click(await screen.findByRole('button', { name: 'Я оплатил(а)' }));
  expect(await screen.findByRole('heading', { name: 'Оплата получена — пополняем' })).toBeInTheDocument();
  expect(requests.filter((served) => served.call.path === payConfirmCall.path)).toEqual([expect.objectContaining({ payload: { orderNo: ORDER_NO } })]);
});

it('moves on to the payment error page when the payment was declined', async () => {
  servePolls([state(0, attempt('declined'))]);
  renderPage(<PaymentResultPage />, { url: URL });
  await tick(0);
  expect(await screen.findByTestId('location')).toHaveTextContent(`/ordre/paymentError?orderNo=${ORDER_NO}&reason=declined`);
});

it('offers to pay an order that has no payment under way', async () => {
  servePolls([state(0, null)]);
  renderPage(<PaymentResultPage />, { url: URL });
  expect(await screen.findByRole('link', { name: 'Оплатить заказ' })).toHaveAttribute('href', `/ordre/reConfirm?orderNo=${ORDER_NO}`);
});

it('shows a receipt of what was bought once the payment is in', async () => {
  serveCalls([
    stubCall(payOrderInfoStatusCall, state(3, attempt('paid', 'CARDPAY_RU|RUB'))),
    stubCall(orderDetailsCall, unpaidOrder({ status: 3, paidAmount: { currencyName: 'RUB', amount: 19800 }, payTime: Date.now() })),
  ]);
  renderPage(<PaymentResultPage />, { url: URL });
  const receipt = await screen.findByTestId('receipt');
  expect(within(receipt).getByText('Оплачено').nextSibling).toHaveTextContent(/198/);
  expect(within(receipt).getByText(/60 кристаллов/)).toBeInTheDocument();
});

it('says plainly when the order is unknown, or none is given', async () => {
  serveCalls([stubCall(payOrderInfoStatusCall, refuse(12)), stubCall(orderDetailsCall, refuse(12))]);
  const { unmount } = renderPage(<PaymentResultPage />, { url: URL });
  await tick();
  await tick();
  await tick();
  expect(await screen.findByText('Заказ не найден')).toBeInTheDocument();
  unmount();
  renderPage(<PaymentResultPage />, { url: '/deal/paymentSucc' });
  expect(screen.getByText('Заказ не найден')).toBeInTheDocument();
  expect(screen.queryByText(/успешно/)).toBeNull();
});
