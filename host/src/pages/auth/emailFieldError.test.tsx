import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { ForgetPage } from './ForgetPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { fakeServer, renderAt } from './authTesting';

beforeAll(async () => {
  await initTestI18n('ru');
});

/**
 * A narrow window wraps the send-code button under the e-mail input; the e-mail's error must
 * still be the input's own next line, before the button, on every page with that pair.
 */
it.each([
  ['/reg', <RegisterPage key="reg" />, undefined],
  ['/login', <LoginPage key="login" />, 'По коду из письма'],
  ['/forget', <ForgetPage key="forget" />, undefined],
])('%s shows the e-mail error directly under the e-mail input, not under the send-code button', async (path, page, tab) => {
  const { sent } = fakeServer(() => ({}));
  renderAt(path, { [path]: page });
  if (tab) fireEvent.click(screen.getByRole('tab', { name: tab }));
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
  const button = screen.getByRole('button', { name: 'Получить код' });
  fireEvent.click(button);
  const input = screen.getByLabelText('E-mail');
  const error = screen.getByText('Введите корректный e-mail');
  expect(input).toHaveAccessibleDescription('Введите корректный e-mail');
  expect(input.nextElementSibling).toBe(error);
  expect(error.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(error.contains(button)).toBe(false);
  await waitFor(() => expect(button).toBeEnabled());
  expect(sent).toHaveLength(0);
});
