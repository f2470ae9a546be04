import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { ForgetPage } from './ForgetPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { fakeServer, renderAt } from './authTesting';

beforeAll(async () => {
  await initTestI18n('ru');
});

const SEND_CODE = '/api/user/verification/code/sendVerificationCode';
const VERIFY_CODE = '/api/user/verification/code/verifyCode';
const RESET = '/api/user/login/code/resetPassword';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function openForget() {
  return renderAt('/forget?fromPage=%2Fmy', { '/forget': <ForgetPage />, '/resetpsd': <ResetPasswordPage /> });
}

it('validates e-mail and code before anything is sent', () => {
  const { sent } = fakeServer(() => ({}));
  openForget();
  fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Заполните это поле');
  expect(screen.getByLabelText('Код из письма')).toHaveAccessibleDescription('Заполните это поле');
  expect(sent).toHaveLength(0);
});

it('sends a reset code, checks it, sets the new password and offers the login', async () => {
  const { sent } = fakeServer((request) => {
    if (request.url === SEND_CODE) return { data: { resendAfterSeconds: 60 } };
    if (request.url === VERIFY_CODE) return { data: { valid: true } };
    return { data: {} };
  });
  openForget();
  type('E-mail', 'me@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  await screen.findByRole('button', { name: 'Повторно через 60 с' });
  expect(sent[0]).toMatchObject({ url: SEND_CODE, params: { email: 'me@example.com', scene: 'reset' } });
  type('Код из письма', '111222');
  fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));

  await screen.findByTestId('resetpsd-page');
  expect(sent[1]).toMatchObject({ url: VERIFY_CODE, params: { email: 'me@example.com', code: '111222', scene: 'reset' } });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/resetpsd$/);
  expect(screen.getByText('Придумайте новый пароль для me@example.com.')).toBeInTheDocument();

  type('Новый пароль', 'NewSecret1');
  type('Повторите пароль', 'NewSecret2');
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
  expect(sent).toHaveLength(2);

  type('Повторите пароль', 'NewSecret1');
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  expect(await screen.findByText('Пароль изменён. Войдите с новым паролем.')).toBeInTheDocument();
  expect(sent[2]).toMatchObject({
    method: 'POST',
    url: RESET,
    body: { email: 'me@example.com', code: '111222', newPassword: 'NewSecret1' },
  });
  expect(screen.getByRole('link', { name: 'Войти в аккаунт' })).toHaveAttribute('href', '/login?fromPage=%2Fmy');
});

it('stays on /forget when the code is wrong (the client shows the toast)', async () => {
  const { toasts } = fakeServer(() => ({ code: 1006, message: 'wrong code' }));
  openForget();
  type('E-mail', 'me@example.com');
  type('Код из письма', '000000');
  fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
  await waitFor(() => expect(toasts).toHaveLength(1));
  expect(toasts[0]!.message).toBe('Неверный код подтверждения');
  expect(screen.getByTestId('location')).toHaveTextContent('/forget?fromPage=%2Fmy');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Продолжить' })).toBeEnabled());
});

it('asks for a code first when /resetpsd is opened directly', () => {
  fakeServer(() => ({}));
  renderAt('/resetpsd', { '/resetpsd': <ResetPasswordPage /> });
  expect(screen.getByTestId('resetpsd-missing')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Восстановить пароль' })).toHaveAttribute('href', '/forget');
});
