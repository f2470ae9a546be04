import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { returnPath } from '../routing/guardRules';
import { useSessionSync } from './useSessionSync';

function CurrentAddress() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function Synced() {
  useSessionSync(undefined);
  return <CurrentAddress />;
}

afterEach(() => {
  act(() => logoutLocally());
});

describe('the page after signing in', () => {
  it('is the saved fromPage on this site, else home', () => {
    expect(returnPath('?fromPage=%2Fmy%2Forder%3Ftab%3Dpaid')).toBe('/my/order?tab=paid');
    expect(returnPath('?fromPage=%2F%2Fevil.example')).toBe('/');
    expect(returnPath('')).toBe('/');
  });

  it('is the fromPage of a sign-in page saved as fromPage, never the sign-in page again', () => {
    const saved = `/login?code=old-code&fromPage=${encodeURIComponent('/detail/1011')}`;
    expect(returnPath(`?fromPage=${encodeURIComponent(saved)}`)).toBe('/detail/1011');
    expect(returnPath(`?fromPage=${encodeURIComponent('/reg')}`)).toBe('/');
  });
});

it('leaves /login?code= for the fromPage when the visitor is signed in already (nothing to exchange)', () => {
  act(() => {
    sessionStore.getState().setAccessToken('token');
    sessionStore.getState().setUserInfo({ id: '1' } as never);
  });
  render(
    <MemoryRouter initialEntries={['/login?code=spent-code&fromPage=%2Fdetail%2F7']}>
      <Routes>
        <Route path="*" element={<Synced />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('/detail/7');
});
