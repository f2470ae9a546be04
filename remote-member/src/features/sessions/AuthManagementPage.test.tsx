import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { revokeSessionCall, sessionListCall, type SignIn } from '@topup/shared/contract/sessions';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { renderPage } from '@topup/shared/testing';
import { AuthManagementPage } from './AuthManagementPage';

const session = (sessionId: string, device: string, current: boolean): SignIn => ({
  sessionId,
  device,
  ip: '203.0.113.7',
  signInTime: Date.UTC(2026, 0, 5),
  lastSeenTime: Date.UTC(2026, 0, 6),
  active: true,
  current,
});
const HERE = '6f1c1f3e-2b7a-4d8e-9c41-0c6a5b1e2f01';
const PHONE = '0b8e7c55-1d2a-4f3b-8e9c-7a6b5c4d3e02';

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  act(() => {
    logoutLocally();
    sessionStore.getState().setAccessToken('token');
  });
});

it('lists the signed-in devices and signs one out; this device has no such button', async () => {
  let sessions = [session(HERE, 'Chrome · Android', true), session(PHONE, 'Safari · iOS', false)];
  const { requests } = serveCalls([
    stubCall(sessionListCall, () => sessions),
    stubCall(revokeSessionCall, (payload) => {
      sessions = sessions.filter((entry) => entry.sessionId !== payload.sessionId);
      return {};
    }),
  ]);
  renderPage(<AuthManagementPage />, { url: '/auth-management' });
  const rows = await screen.findAllByTestId('session');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('Это устройство')).toBeInTheDocument();
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Выйти на этом устройстве' }));
  await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
  expect(requests.find((served) => served.call === revokeSessionCall)?.payload).toEqual({ sessionId: PHONE });
});

it('asks a signed-out visitor to sign in', () => {
  act(() => logoutLocally());
  serveCalls([]);
  renderPage(<AuthManagementPage />, { url: '/auth-management' });
  expect(screen.getByText('Войдите, чтобы увидеть устройства со входом.')).toBeInTheDocument();
});
