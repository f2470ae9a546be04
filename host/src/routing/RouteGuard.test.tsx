import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { sessionStore, storage } from '@topup/shared/session';
import { INVITE_CODE_KEY } from '@topup/shared/http';
import { commonStore, initialCommonState } from '@topup/shared/commonState';
import { fakeServer } from '../pages/auth/authTesting';
import { StorefrontsProvider } from '../testing/StorefrontsProvider';
import { RouteGuard } from './RouteGuard';
import { LAST_PAGE_KEY, fromPageRedirect, isLocalPath } from './guardRules';

function CurrentAddress() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

let goTo: (path: string) => void = () => undefined;

function Navigator() {
  goTo = useNavigate();
  return null;
}

function renderAt(path: string) {
  return render(
    <StorefrontsProvider>
      <MemoryRouter initialEntries={[path]}>
        <RouteGuard>
          <Routes>
            <Route path="*" element={<CurrentAddress />} />
          </Routes>
          <Navigator />
        </RouteGuard>
      </MemoryRouter>
    </StorefrontsProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('fromPage', () => {
  it.each(['/login', '/reg'])('%s without fromPage returns to the last page visited', (page) => {
    storage.set(LAST_PAGE_KEY, '/detail/7?sku=2');
    renderAt(page);
    expect(screen.getByRole('status')).toHaveTextContent(`${page}?fromPage=%2Fdetail%2F7%3Fsku%3D2`);
  });

  it('defaults to home when no page was visited', () => {
    renderAt('/login');
    expect(screen.getByRole('status')).toHaveTextContent('/login?fromPage=%2F');
  });

  it('leaves a fromPage that is already there, and other pages, alone', () => {
    expect(fromPageRedirect({ pathname: '/login', search: '?fromPage=%2Fmy' }, () => '/x')).toBeNull();
    expect(fromPageRedirect({ pathname: '/my', search: '' }, () => '/x')).toBeNull();
  });

  it('keeps the other query values, such as the code to exchange', () => {
    expect(fromPageRedirect({ pathname: '/login', search: '?code=abc' }, () => '/my')).toBe('/login?code=abc&fromPage=%2Fmy');
  });

  it('never sends the visitor back to an external address', () => {
    expect(fromPageRedirect({ pathname: '/login', search: '' }, () => 'https://evil.example')).toBe('/login?fromPage=%2F');
    expect(fromPageRedirect({ pathname: '/login', search: '' }, () => '//evil.example')).toBe('/login?fromPage=%2F');
    expect(fromPageRedirect({ pathname: '/login', search: '' }, () => '/\\evil.example')).toBe('/login?fromPage=%2F');
    expect(fromPageRedirect({ pathname: '/login', search: '' }, () => '/\t/evil.example')).toBe('/login?fromPage=%2F');
    expect(isLocalPath('/detail/7?sku=2#reviews')).toBe(true);
  });

  it('returns to the page visited just before, in the same document', () => {
    storage.set(LAST_PAGE_KEY, '/older');
    renderAt('/detail/7?sku=2');
    act(() => goTo('/login'));
    expect(screen.getByRole('status')).toHaveTextContent('/login?fromPage=%2Fdetail%2F7%3Fsku%3D2');
  });
});

describe('the last page', () => {
  afterEach(() => jest.restoreAllMocks());

  const leave = () => act(() => void window.dispatchEvent(new Event('pagehide')));

  it('is saved for the next document when the page is left, but not the sign-in or error pages, nor an unknown address', () => {
    renderAt('/my/wallet?tab=flow');
    leave();
    expect(storage.get(LAST_PAGE_KEY)).toBe('/my/wallet?tab=flow');
    for (const page of ['/login?fromPage=%2F', '/404', '/500', '/no-such-page']) {
      renderAt(page);
      leave();
      expect(storage.get(LAST_PAGE_KEY)).toBe('/my/wallet?tab=flow');
    }
  });

  it('is saved when the page is hidden, as a phone does before it discards a tab', () => {
    renderAt('/detail/3');
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(storage.get(LAST_PAGE_KEY)).toBe('/detail/3');
  });

  it('is not read or written in session storage while a page other than /login or /reg is drawn', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    renderAt('/detail/3');
    act(() => goTo('/my/order'));
    const touched = [...getItem.mock.calls, ...setItem.mock.calls].filter(([key]) => key.endsWith(LAST_PAGE_KEY));
    expect(touched).toEqual([]);
  });
});

it('keeps the invitation code from the address', () => {
  renderAt('/?inviteCode=FRIEND42');
  expect(storage.get(INVITE_CODE_KEY, 'local')).toBe('FRIEND42');
});

describe('unread coupons', () => {
  afterEach(() => {
    act(() => {
      sessionStore.getState().setAccessToken('');
      sessionStore.getState().setLocale('ru');
    });
    commonStore.setState(initialCommonState());
  });

  const unreadChecks = (sent: { url: string }[]) => sent.filter((request) => request.url.endsWith('/queryUnreadCoupon')).length;

  it('are checked on every page a signed-in customer opens, and raise couponTips', async () => {
    const server = fakeServer((request) => ({ data: request.url.endsWith('/queryUnreadCoupon') ? true : {} }));
    sessionStore.getState().setAccessToken('token');
    sessionStore.getState().setUserInfo({ id: '1' } as never);
    renderAt('/');
    await screen.findByText('/');
    await act(async () => undefined);
    expect(unreadChecks(server.sent)).toBe(1);
    expect(commonStore.getState().couponTips).toBe(true);
    act(() => goTo('/my/order'));
    await act(async () => undefined);
    expect(unreadChecks(server.sent)).toBe(2);
  });

  it('are not checked for a visitor, nor where the storefront offers no coupons', async () => {
    const server = fakeServer(() => ({ data: true }));
    renderAt('/');
    await act(async () => undefined);
    act(() => {
      sessionStore.getState().setLocale('en');
      sessionStore.getState().setAccessToken('token');
    });
    act(() => goTo('/my'));
    await act(async () => undefined);
    expect(unreadChecks(server.sent)).toBe(0);
    expect(commonStore.getState().couponTips).toBe(false);
  });
});
