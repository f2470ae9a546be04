import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currencySettingsCall } from '@topup/shared/contract';
import { orderMessagesCall, orderReplyCall, readCall, type OrderMessage } from '@topup/shared/contract/form';
import { offline, refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { renderPage } from '@topup/shared/testing';
import { ORDER_NO, STOREFRONTS } from '../../testing/fixtures';
import { OrderHistoryPage } from './OrderHistoryPage';

const URL = `/ordre/history?orderNo=${ORDER_NO}`;

const message = (id: string, side: OrderMessage['side'], kind: OrderMessage['kind'], text: string | null, read = side === 'customer'): OrderMessage => ({
  id,
  side,
  kind,
  text,
  createTime: Date.UTC(2026, 4, 15, 12, Number(id)),
  read,
});

function serve(answers: (OrderMessage[] | ReturnType<typeof refuse> | typeof offline)[]) {
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(orderMessagesCall, () => (answers.length > 1 ? answers.shift()! : answers[0]!) as never),
    stubCall(readCall, { marked: 1 }),
    stubCall(orderReplyCall, ({ text }) => message('9', 'customer', 'reply', String(text))),
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
  const { requests } = serve([[]]);
  renderPage(<OrderHistoryPage />, { url: URL });
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', `/login?fromPage=${encodeURIComponent(URL)}`);
  expect(requests).toEqual([]);
});

it('shows the store’s messages and the buyer’s with their times, marks them read, and sends a reply', async () => {
  const before = [message('1', 'store', 'paid', null, false), message('2', 'store', 'formRejected', 'Скриншот не того профиля', false)];
  const { requests } = serve([before, [...before, message('9', 'customer', 'reply', 'Отправил новый')]]);
  renderPage(<OrderHistoryPage />, { url: URL });
  const list = await screen.findByRole('list', { name: 'История переписки' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Магазин');
  expect(items[0]).toHaveTextContent('Заказ оплачен, готовим пополнение');
  expect(items[1]).toHaveTextContent('Анкета отклонена, исправьте её');
  expect(items[1]).toHaveTextContent('Скриншот не того профиля');
  expect(within(items[0]!).getByText(/2026/).tagName).toBe('TIME');
  await waitFor(() => expect(requests.filter((served) => served.call === readCall).map((served) => served.payload)).toEqual([{ orderNo: ORDER_NO }]));

  const box = screen.getByLabelText('Написать магазину');
  expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  fireEvent.change(box, { target: { value: '  Отправил новый ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(await within(list).findByText('Отправил новый')).toBeInTheDocument();
  expect(requests.filter((served) => served.call === orderReplyCall).map((served) => served.payload)).toEqual([{ orderNo: ORDER_NO, text: 'Отправил новый' }]);
  expect(box).toHaveValue('');
});

it('has an empty state, a not-found state and an error state with retry', async () => {
  const empty = serve([[]]);
  const { unmount } = renderPage(<OrderHistoryPage />, { url: URL });
  expect(await screen.findByText('Сообщений пока нет')).toBeInTheDocument();
  expect(empty.requests.some((served) => served.call === readCall)).toBe(false);
  unmount();

  serve([refuse(12, 'No such order')]);
  const missing = renderPage(<OrderHistoryPage />, { url: URL });
  expect(await screen.findByText('Такого заказа нет')).toBeInTheDocument();
  missing.unmount();

  serve([offline, offline, [message('1', 'store', 'delivered', null, true)]]);
  renderPage(<OrderHistoryPage />, { url: URL });
  // One retry after a network failure comes first (useCustomerQuery), a second later.
  fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }, { timeout: 4000 }));
  expect(await screen.findByText('Пополнение выполнено')).toBeInTheDocument();
});
