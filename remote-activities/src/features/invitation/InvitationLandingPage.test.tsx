import { act, screen } from '@testing-library/react';
import { currencySettingsCall } from '@topup/shared/contract';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { renderPage, testStorefront } from '@topup/shared/testing';
import { InvitationLandingPage } from './InvitationLandingPage';

const STOREFRONTS = [
  testStorefront({}),
  testStorefront({ locale: 'mx', language: 'es-MX', region: 'MX', currencyName: 'MXN', currencySymbol: '$', payWays: ['SPEI', 'card'], features: ['coupon'] }),
];

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  act(() => {
    logoutLocally();
    sessionStore.getState().setLocale('ru');
  });
  serveCalls([stubCall(currencySettingsCall, STOREFRONTS)]);
});

it('tells what the inviter and the invitee get, promises delivery in 10 minutes and asks a visitor to register', async () => {
  renderPage(<InvitationLandingPage />, { url: '/activies/invitation?inviteCode=ABCD2345' });
  expect(screen.getByRole('heading', { level: 1, name: 'Пригласи друга' })).toBeInTheDocument();
  expect(screen.getByText(/Вас пригласил друг/)).toBeInTheDocument();
  expect(screen.getByTestId('delivery-promise')).toHaveTextContent('10 минут');
  expect(await screen.findByText(/Бонус на баланс кошелька/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/reg');
  expect(screen.getByTestId('remote-page').textContent).not.toMatch(/invitation\.|title\./);
});

it('leads a signed-in customer to their own link', () => {
  act(() => sessionStore.getState().setAccessToken('token'));
  renderPage(<InvitationLandingPage />, { url: '/activies/invitation' });
  expect(screen.getByRole('link', { name: 'Моя ссылка-приглашение' })).toHaveAttribute('href', '/my/invitation');
});

it.each(['mx', 'br', 'en', 'me'] as const)('has every text in %s', async (locale) => {
  await initTestI18n(locale);
  const { unmount } = renderPage(<InvitationLandingPage />, { url: '/activies/invitation' });
  expect(screen.getByTestId('remote-page').textContent).not.toMatch(/invitation\.|title\./);
  // Unmounted first: switching the language back must not re-render a page outside act.
  unmount();
  await initTestI18n('ru');
});
