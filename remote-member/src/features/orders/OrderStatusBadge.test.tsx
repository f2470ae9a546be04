import { render, screen } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { OrderStatusBadge } from './OrderStatusBadge';

beforeAll(async () => {
  await initTestI18n('ru');
});

it.each([
  [0, 'warning', 'Ожидает оплаты'],
  [2, 'info', 'Выполняется'],
  [3, 'success', 'Выполнен'],
  [4, 'neutral', 'Закрыт'],
] as const)('colours status %i by its meaning (%s)', (status, tone, text) => {
  render(<OrderStatusBadge order={{ status, refunded: false }} />);
  const badge = screen.getByTestId('order-status');
  expect(badge).toHaveTextContent(text);
  expect(badge).toHaveAttribute('data-tone', tone);
});
