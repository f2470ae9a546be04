import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { INVITE_CODE_KEY } from '@topup/shared/http';
import { storage } from '@topup/shared/session';
import { RegisterPage } from './RegisterPage';
import { fakeServer, renderAt } from './authTesting';

beforeAll(async () => {
  await initTestI18n('ru');
});

afterEach(() => {
  storage.remove(INVITE_CODE_KEY, 'local');
});

const LOGIN_REGISTER = '/api/user/login/code/loginRegister';
const SEND_CODE = '/api/user/verification/code/sendVerificationCode';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function openReg() {
  return renderAt('/reg?fromPage=%2Fdetail%2F7', { '/reg': <RegisterPage /> });
}

function fillForm(confirmation = 'Secret123') {
  type('E-mail', 'new@example.com');
  type('Код из письма', '654321');
  type('Пароль', 'Secret123');
  type('Повторите пароль', confirmation);
}

it('requires the terms checkbox and matching passwords before sending anything', () => {
  const { sent } = fakeServer(() => ({}));
  openReg();
  fillForm('Secret124');
  fireEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
  expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
  const terms = screen.getByRole('checkbox');
  expect(terms).toHaveAttribute('aria-invalid', 'true');
  expect(terms).toHaveAccessibleDescription('Примите пользовательское соглашение');
  expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  expect(sent).toHaveLength(0);

  type('Повторите пароль', 'Secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
  expect(screen.getByLabelText('Повторите пароль')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Примите пользовательское соглашение');
  expect(sent).toHaveLength(0);
});

it('checks the password rule with the shared schema', () => {
  const { sent } = fakeServer(() => ({}));
  openReg();
  type('Пароль', 'short');
  fireEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
  expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription(
    'Пароль: от 8 до 64 символов, хотя бы одна буква и одна цифра',
  );
  expect(screen.getByLabelText('Код из письма')).toHaveAccessibleDescription('Заполните это поле');
  expect(sent).toHaveLength(0);
});

it('links the terms to /agreement and the login to /login with fromPage', () => {
  fakeServer(() => ({}));
  openReg();
  const page = within(screen.getByTestId('reg-page'));
  expect(page.getByRole('link', { name: 'пользовательское соглашение' })).toHaveAttribute('href', '/agreement');
  expect(page.getByRole('link', { name: 'Войти в аккаунт' })).toHaveAttribute('href', '/login?fromPage=%2Fdetail%2F7');
});

it('sends a register code, registers with the password and the stored invite code, then signs in', async () => {
  storage.set(INVITE_CODE_KEY, 'FRIEND42', 'local');
  const { sent } = fakeServer((request) =>
    request.url === SEND_CODE ? { data: { resendAfterSeconds: 60 } } : { data: { code: 'reg-code', isNewUser: true } },
  );
  openReg();
  type('E-mail', 'new@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  expect(await screen.findByRole('button', { name: 'Повторно через 60 с' })).toBeDisabled();
  expect(sent[0]).toMatchObject({ url: SEND_CODE, params: { email: 'new@example.com', scene: 'register' } });

  fillForm();
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/login?code=reg-code&fromPage=%2Fdetail%2F7'),
  );
  expect(sent[1]).toMatchObject({
    method: 'POST',
    url: LOGIN_REGISTER,
    body: { email: 'new@example.com', code: '654321', password: 'Secret123', inviteCode: 'FRIEND42' },
  });
});

it('sends no invite code when none is stored', async () => {
  const { sent } = fakeServer(() => ({ data: { code: 'reg-code', isNewUser: true } }));
  openReg();
  fillForm();
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.body).toEqual({ email: 'new@example.com', code: '654321', password: 'Secret123' });
});
