import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { LoginPage } from './LoginPage';
import { fakeServer, renderAt } from './authTesting';

beforeAll(async () => {
  await initTestI18n('ru');
});

afterEach(() => {
  jest.useRealTimers();
});

const LOGIN_IN = '/api/user/login/v2/loginIn';
const LOGIN_REGISTER = '/api/user/login/code/loginRegister';
const SEND_CODE = '/api/user/verification/code/sendVerificationCode';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function openLogin(path = '/login?fromPage=%2Fmy%2Forder') {
  return renderAt(path, { '/login': <LoginPage /> });
}

/** Submits and lets the submit handler finish, so its last state update lands inside act. */
async function submitLogin() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  });
}

it('shows the validation errors under the fields, in Russian, and sends nothing', async () => {
  const { sent } = fakeServer(() => ({}));
  openLogin();
  await submitLogin();
  const email = screen.getByLabelText('E-mail');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Заполните это поле');
  expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Заполните это поле');

  type('E-mail', 'not-an-email');
  type('Пароль', 'secret1');
  await submitLogin();
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Введите корректный e-mail');
  expect(screen.getByLabelText('Пароль')).not.toHaveAttribute('aria-invalid');
  expect(sent).toHaveLength(0);
});

it('logs in with the password and goes to /login?code=…&fromPage=… showing the signing-in state', async () => {
  const { sent } = fakeServer((request) => (request.url === LOGIN_IN ? { data: { code: 'auth-code-1' } } : { code: 0 }));
  openLogin();
  type('E-mail', ' player@example.com ');
  type('Пароль', 'Secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/login?code=auth-code-1&fromPage=%2Fmy%2Forder'),
  );
  expect(sent).toEqual([
    expect.objectContaining({ method: 'POST', url: LOGIN_IN, body: { email: 'player@example.com', password: 'Secret123' } }),
  ]);
  expect(within(screen.getByTestId('login-signing-in')).getByRole('status')).toHaveTextContent('Выполняем вход…');
  expect(screen.queryByLabelText('Пароль')).toBeNull();
});

it('shows the server error once, as a toast in the user locale, and keeps the form', async () => {
  const { sent, toasts } = fakeServer(() => ({ code: 1005, message: 'wrong password' }));
  openLogin();
  type('E-mail', 'player@example.com');
  type('Пароль', 'Wrong1234');
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  await waitFor(() => expect(toasts).toHaveLength(1));
  expect(toasts[0]).toMatchObject({ type: 'error', message: 'Неверный пароль' });
  expect(sent).toHaveLength(1);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled());
  expect(screen.getByTestId('location')).toHaveTextContent('/login?fromPage=%2Fmy%2Forder');
});

it('logs in by e-mail code: sends a login code, then loginRegister with the code', async () => {
  const { sent } = fakeServer((request) =>
    request.url === SEND_CODE ? { data: { resendAfterSeconds: 60 } } : { data: { code: 'auth-code-2', isNewUser: false } },
  );
  openLogin();
  fireEvent.click(screen.getByRole('tab', { name: 'По коду из письма' }));
  expect(screen.getByRole('tab', { name: 'По коду из письма' })).toHaveAttribute('aria-selected', 'true');
  type('E-mail', 'player@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  expect(await screen.findByRole('button', { name: 'Повторно через 60 с' })).toBeDisabled();
  expect(sent[0]).toMatchObject({ method: 'GET', url: SEND_CODE, params: { email: 'player@example.com', scene: 'login' } });
  expect(screen.getByLabelText('Код из письма')).toHaveAccessibleDescription(/Код отправлен на player@example.com/);

  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(screen.getByLabelText('Код из письма')).toHaveAccessibleDescription('Заполните это поле');
  type('Код из письма', '12345');
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(screen.getByLabelText('Код из письма')).toHaveAccessibleDescription('Код — это 6 цифр');
  type('Код из письма', '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/login?code=auth-code-2&fromPage=%2Fmy%2Forder'),
  );
  expect(sent[1]).toMatchObject({ method: 'POST', url: LOGIN_REGISTER, body: { email: 'player@example.com', code: '123456' } });
});

it('does not send a code for an invalid e-mail', async () => {
  const { sent } = fakeServer(() => ({ data: { resendAfterSeconds: 60 } }));
  openLogin();
  fireEvent.click(screen.getByRole('tab', { name: 'По коду из письма' }));
  type('E-mail', 'nope');
  fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Введите корректный e-mail');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Получить код' })).toBeEnabled());
  expect(sent).toHaveLength(0);
});

it('counts the send-code button down each second and enables it again at 0', async () => {
  jest.useFakeTimers();
  const { sent } = fakeServer(() => ({ data: { resendAfterSeconds: 3 } }));
  openLogin();
  fireEvent.click(screen.getByRole('tab', { name: 'По коду из письма' }));
  type('E-mail', 'player@example.com');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  });
  const button = screen.getByRole('button', { name: 'Повторно через 3 с' });
  expect(button).toBeDisabled();
  act(() => jest.advanceTimersByTime(1000));
  expect(button).toHaveTextContent('Повторно через 2 с');
  expect(button).toBeDisabled();
  act(() => jest.advanceTimersByTime(1000));
  expect(button).toHaveTextContent('Повторно через 1 с');
  act(() => jest.advanceTimersByTime(1000));
  expect(button).toHaveTextContent('Получить код');
  expect(button).toBeEnabled();
  expect(sent).toHaveLength(1);
});

it('starts the countdown from resendAfterSeconds of a 1011 answer', async () => {
  jest.useFakeTimers();
  const { toasts } = fakeServer(() => ({ code: 1011, data: { resendAfterSeconds: 42 }, message: 'Please wait 42 seconds' }));
  openLogin();
  fireEvent.click(screen.getByRole('tab', { name: 'По коду из письма' }));
  type('E-mail', 'player@example.com');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  });
  const button = screen.getByRole('button', { name: 'Повторно через 42 с' });
  expect(button).toBeDisabled();
  expect(toasts).toHaveLength(1);
  act(() => jest.advanceTimersByTime(41_000));
  expect(button).toHaveTextContent('Повторно через 1 с');
  act(() => jest.advanceTimersByTime(1000));
  expect(button).toBeEnabled();
});

it('shows only the signing-in state while the URL has a code', () => {
  const { sent } = fakeServer(() => ({}));
  openLogin('/login?code=abc&fromPage=%2F');
  expect(screen.getByTestId('login-signing-in')).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByLabelText('E-mail')).toBeNull();
  expect(sent).toHaveLength(0);
});

it('links to /reg and /forget keeping fromPage', () => {
  fakeServer(() => ({}));
  openLogin();
  const links = within(screen.getByTestId('login-page'));
  expect(links.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/reg?fromPage=%2Fmy%2Forder');
  expect(links.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/forget?fromPage=%2Fmy%2Forder');
});
