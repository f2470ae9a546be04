import { screen, within } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { ORDER_NO, PRODUCT_ID, unpaidOrder } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { Receipt } from './Receipt';

beforeAll(async () => {
  await initTestI18n('ru');
});

const facts = () => within(screen.getByTestId('receipt'));
const fact = (label: string) => facts().getByText(label).nextSibling;

it('says what was bought: item, quantity, amount paid, pay way, player and number, with buying it again', () => {
  renderPage(<Receipt order={unpaidOrder({ status: 3, paidAmount: { currencyName: 'RUB', amount: 19800 }, payTime: Date.now() })} />, { url: '/deal/paymentSucc' });
  expect(fact('Товар')).toHaveTextContent('60 кристаллов');
  expect(fact('Количество')).toHaveTextContent('2');
  expect(fact('Оплачено')).toHaveTextContent(/198/);
  expect(fact('Способ оплаты')).toHaveTextContent('Банковская карта');
  expect(fact('Номер заказа')).toHaveTextContent(ORDER_NO);
  expect(facts().getByText('Traveler')).toBeInTheDocument();
  expect(facts().getByText('700000001')).toBeInTheDocument();
  expect(facts().getByRole('link', { name: 'Купить ещё раз' })).toHaveAttribute('href', `/detail/${PRODUCT_ID}`);
});

it('says the amount is still to pay while no payment is in', () => {
  renderPage(<Receipt order={unpaidOrder({ payWayId: null })} />, { url: '/deal/paymentSucc' });
  expect(fact('К оплате')).toHaveTextContent(/198/);
  expect(facts().queryByText('Оплачено')).toBeNull();
  expect(facts().queryByText('Способ оплаты')).toBeNull();
});
