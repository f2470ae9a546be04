import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureHttp } from '@topup/shared/http';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, saveUserInfo, sessionStore } from '@topup/shared/session';
import { AccountSafetyPage } from './AccountSafetyPage';

const USER = { id: '7', email: 'player@example.com', phone: null, nickname: 'player', inviteCode: 'ABCD2345', createTime: 1 };

/**
 * Answers getUserInfo with `next()` (an envelope, or a thrown network failure) and counts those
 * calls; the sign-in history below the card gets an empty list (its own tests are in sessions/).
 */
let next: () => { code: number; data: unknown; message: string } = () => ({ code: 1, data: USER, message: 'success' });
const calls: string[] = [];

beforeAll(async () => {
  await initTestI18n('ru');
  configureHttp({
    cacheTtl: 0,
    adapter: async (config) => {
      if (config.url?.endsWith('/signInHistory')) return { data: JSON.stringify({ code: 1, data: [], message: 'success' }), status: 200, statusText: 'OK', headers: {}, config };
      calls.push(config.url ?? '');
      return { data: JSON.stringify(next()), status: 200, statusText: 'OK', headers: {}, config };
    },
  });
});

beforeEach(() => {
  calls.length = 0;
  next = () => ({ code: 1, data: USER, message: 'success' });
  act(() => logoutLocally());
});

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/my/safe']}>
        <Routes>
          <Route path="/my/safe" element={<AccountSafetyPage />} />
          <Route path="/changepsd" element={<p>change password page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('asks a signed-out visitor to log in, returning to /my/safe, and loads nothing', () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Безопасность' })).toBeInTheDocument();
  expect(screen.getByText('Войдите, чтобы увидеть e-mail аккаунта и сменить пароль.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login?fromPage=%2Fmy%2Fsafe');
  expect(calls).toEqual([]);
});

it('shows the signed-in e-mail from the shared user info and leads to /changepsd', () => {
  act(() => {
    sessionStore.getState().setAccessToken('token');
    saveUserInfo(USER);
  });
  renderPage();
  // The member remote's page root, as every remote page has it.
  expect(screen.getByTestId('remote-page')).toHaveAttribute('data-remote', 'member');
  expect(screen.getByText('player@example.com')).toBeInTheDocument();
  expect(screen.getByText('Пароль')).toBeInTheDocument();
  expect(calls).toEqual([]);
  fireEvent.click(screen.getByRole('link', { name: 'Сменить пароль' }));
  expect(screen.getByText('change password page')).toBeInTheDocument();
});

it('loads missing user info once, showing a loading state, and shares it through the session', async () => {
  act(() => sessionStore.getState().setAccessToken('token'));
  renderPage();
  expect(screen.getByRole('status', { name: 'Загружаем данные аккаунта' })).toBeInTheDocument();
  expect(await screen.findByText('player@example.com')).toBeInTheDocument();
  expect(calls).toEqual(['/api/user/front/user/getUserInfo']);
  expect(sessionStore.getState().userInfo).toMatchObject({ email: 'player@example.com' });
});

it('says when the user info cannot be loaded and tries again on request', async () => {
  next = () => ({ code: 18, data: null, message: 'System error' });
  act(() => sessionStore.getState().setAccessToken('token'));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные аккаунта.');
  next = () => ({ code: 1, data: USER, message: 'success' });
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('player@example.com')).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});

it('switches to the sign-in prompt when the session ends', () => {
  act(() => {
    sessionStore.getState().setAccessToken('token');
    saveUserInfo(USER);
  });
  renderPage();
  act(() => logoutLocally());
  expect(screen.queryByText('player@example.com')).toBeNull();
  expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
});
