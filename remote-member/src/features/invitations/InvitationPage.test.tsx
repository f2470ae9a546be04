import { act, fireEvent, screen, within } from '@testing-library/react';
import { currencySettingsCall, getUserInfoCall, orderNoSchema } from '@topup/shared/contract';
import { defaultInvitationPeriod, inviteDataCall, inviteDetailCall, inviteeListCall, type Invitee, type InviteeOrder } from '@topup/shared/contract/invitation';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { renderPage } from '@topup/shared/testing';
import { STOREFRONTS } from '../../testing/fixtures';
import { InvitationPage } from './InvitationPage';

const USER = { id: '7', email: 'player@example.com', phone: null, nickname: 'player', inviteCode: 'ABCD2345', createTime: 1 };
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

function serve(overrides: { invitees?: Invitee[]; stats?: 'refused' | 'none' } = {}) {
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(getUserInfoCall, USER),
    stubCall(inviteeListCall, page(overrides.invitees ?? [{ maskedName: 'f***d', registerTime: Date.UTC(2026, 0, 5), rewarded: true }])),
    stubCall(inviteDetailCall, page<InviteeOrder>([{ orderNo: orderNoSchema.parse('2026010500000001'), maskedName: 'f***d', productName: '60 UC × 1', status: 3, payAmount: { currencyName: 'RUB', amount: 9_900 }, createTime: Date.UTC(2026, 0, 5) }])),
    stubCall(
      inviteDataCall,
      overrides.stats === 'refused'
        ? refuse(18)
        : overrides.stats === 'none'
          ? { inviteCode: 'ABCD2345', inviteeCount: 0, orderCount: 0, completedAmount: [], rewards: [] }
          : { inviteCode: 'ABCD2345', inviteeCount: 1, orderCount: 1, completedAmount: [{ currencyName: 'RUB', amount: 9_900 }], rewards: [{ kind: 'balance', amount: { currencyName: 'RUB', amount: 10_000 }, paidTime: 1 }] },
    ),
  ]);
}

beforeAll(async () => {
  // jsdom has no canvas: the poster's QR code draws nothing here.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  await initTestI18n('ru');
});

beforeEach(() => {
  act(() => {
    logoutLocally();
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setAccessToken('token');
  });
});

it('shows the code, the link carrying it, the poster, the statistics, the invitees and their orders', async () => {
  const { requests } = serve();
  renderPage(<InvitationPage />, { url: '/my/invitation' });
  expect(await screen.findByTestId('invite-code')).toHaveTextContent('ABCD2345');
  expect(screen.getByTestId('invite-link')).toHaveValue('http://localhost/activies/invitation?inviteCode=ABCD2345');
  expect(within(screen.getByTestId('invite-poster')).getByRole('img', { name: 'QR-код ссылки-приглашения' })).toBeInTheDocument();
  expect(await screen.findByTestId('invite-count')).toHaveTextContent('1');
  expect(screen.getByTestId('invite-rewards')).toHaveTextContent('100');
  expect(await screen.findByTestId('invitee')).toHaveTextContent('Награда получена');
  expect(await screen.findByTestId('invitee-order')).toHaveTextContent('60 UC × 1');
  expect(requests.find((served) => served.call === inviteDataCall)?.payload).toEqual(defaultInvitationPeriod(new Date()));
});

it('refuses a period over 12 months in place and keeps asking for the last valid one', async () => {
  const { requests } = serve();
  renderPage(<InvitationPage />, { url: '/my/invitation' });
  await screen.findByTestId('invite-count');
  fireEvent.change(screen.getByLabelText('С'), { target: { value: '2020-01-01' } });
  expect(screen.getByText('Период — не больше 12 месяцев', { selector: '[id]' })).toBeInTheDocument();
  expect(requests.filter((served) => served.call === inviteDataCall).every((served) => served.payload.start !== '2020-01-01')).toBe(true);
});

it('shows the empty and failed states', async () => {
  serve({ invitees: [], stats: 'refused' });
  renderPage(<InvitationPage />, { url: '/my/invitation' });
  expect(await screen.findByText('По вашей ссылке пока никто не зарегистрировался.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Повторить|Попробовать/ })).toBeInTheDocument();
});

it('shows nothing completed yet as zero in the storefront money', async () => {
  serve({ invitees: [], stats: 'none' });
  renderPage(<InvitationPage />, { url: '/my/invitation' });
  expect(await screen.findByTestId('invite-completed')).toHaveTextContent(/^0,00\s₽$/);
});

it('asks a signed-out visitor to sign in', () => {
  act(() => logoutLocally());
  serve();
  renderPage(<InvitationPage />, { url: '/my/invitation' });
  expect(screen.getByText('Войдите, чтобы получить свою ссылку-приглашение.')).toBeInTheDocument();
});
