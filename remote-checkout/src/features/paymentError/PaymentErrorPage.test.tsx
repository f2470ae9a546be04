import { act, screen, waitFor } from '@testing-library/react';
import { currencySettingsCall, orderDetailsCall } from '@topup/shared/contract';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { ORDER_NO, STOREFRONTS, unpaidOrder } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { PaymentErrorPage } from './PaymentErrorPage';

function serve(status: 0 | 2 | 4 = 0) {
  return serveCalls([stubCall(currencySettingsCall, STOREFRONTS), stubCall(orderDetailsCall, unpaidOrder({ status }))]);
}

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  act(() => sessionStore.getState().setAccessToken('token'));
});

it("says the provider declined the payment and offers to pay the order again", async () => {
  serve();
  renderPage(<PaymentErrorPage />, { url: `/ordre/paymentError?orderNo=${ORDER_NO}&reason=declined` });
  expect(screen.getByRole('alert')).toHaveTextContent('Платёж отклонён');
  expect(await screen.findByRole('link', { name: 'Оплатить снова' })).toHaveAttribute('href', `/ordre/reConfirm?orderNo=${ORDER_NO}`);
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent(/198,00\s₽/));
});

it("shows the server's text for the code a pay call was refused with", async () => {
  serve();
  renderPage(<PaymentErrorPage />, { url: `/ordre/paymentError?orderNo=${ORDER_NO}&reason=3026` });
  expect(screen.getByRole('alert')).toHaveTextContent('Недостаточно средств на балансе');
  expect(await screen.findByRole('link', { name: 'Оплатить снова' })).toBeInTheDocument();
});

it('sends to the status of an order paid meanwhile, and says when it is closed', async () => {
  serve(2);
  const paid = renderPage(<PaymentErrorPage />, { url: `/ordre/paymentError?orderNo=${ORDER_NO}&reason=expired` });
  expect(screen.getByRole('alert')).toHaveTextContent('Время на оплату истекло');
  expect(await screen.findByRole('link', { name: 'Заказ уже оплачен — посмотреть статус' })).toHaveAttribute('href', `/deal/paymentSucc?orderNo=${ORDER_NO}`);
  paid.unmount();

  serve(4);
  renderPage(<PaymentErrorPage />, { url: `/ordre/paymentError?orderNo=${ORDER_NO}&reason=expired` });
  expect(await screen.findByText(/Заказ уже закрыт/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Оплатить снова' })).toBeNull();
});

it('without an order still says what happened and leads home', () => {
  serve();
  renderPage(<PaymentErrorPage />, { url: '/ordre/paymentError?reason=whatever' });
  expect(screen.getByRole('alert')).toHaveTextContent('Оплата не прошла');
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
});
