import { act, fireEvent, screen, within } from '@testing-library/react';
import { customerContactsCall } from '@topup/shared/contract';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { renderPage } from '@topup/shared/testing';
import { storefrontsStub } from '../../testing/fixtures';
import { CustomerServicePage } from './CustomerServicePage';

beforeAll(async () => {
  await initTestI18n('ru');
});

const CONTACTS = [
  { id: '1', name: 'Анна', accountId: '@topup_anna', channel: 'Telegram', qrContent: 'https://t.me/topup_anna' },
  { id: '2', name: 'Поддержка', accountId: '+7 900 000-00-00', channel: 'WhatsApp', qrContent: 'whatsapp:+79000000000' },
];

it('shows each contact with its channel, account id and a QR code', async () => {
  serveCalls([storefrontsStub, stubCall(customerContactsCall, CONTACTS)]);
  renderPage(<CustomerServicePage />, { url: '/service' });
  const anna = (await screen.findByRole('heading', { name: 'Анна' })).closest('article')!;
  expect(anna).toHaveTextContent('Telegram');
  expect(anna).toHaveTextContent('Аккаунт: @topup_anna');
  expect(within(anna).getByRole('img', { name: 'QR-код чата: Анна' })).toBeInTheDocument();
  expect(within(anna).getByRole('link', { name: 'Открыть чат' })).toHaveAttribute('href', 'https://t.me/topup_anna');
  const other = screen.getByRole('heading', { name: 'Поддержка' }).closest('article')!;
  expect(within(other).queryByRole('link')).toBeNull();
});

it('says when there are no contacts yet', async () => {
  serveCalls([storefrontsStub, stubCall(customerContactsCall, [])]);
  renderPage(<CustomerServicePage />, { url: '/service' });
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('Контакты поддержки скоро появятся');
});

it('offers a retry after a failure', async () => {
  let failing = true;
  serveCalls([storefrontsStub, stubCall(customerContactsCall, () => (failing ? refuse(18) : CONTACTS))]);
  renderPage(<CustomerServicePage />, { url: '/service' });
  const alert = await screen.findByRole('alert');
  failing = false;
  await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' })));
  expect(await screen.findByRole('heading', { name: 'Анна' })).toBeInTheDocument();
});
