import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { commonStore, initialCommonState } from '@topup/shared/commonState';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { fakeServer } from '../pages/auth/authTesting';
import { StorefrontsProvider } from '../testing/StorefrontsProvider';
import { CouponPopup } from './CouponPopup';

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  commonStore.setState({ ...initialCommonState(), couponTips: true });
  sessionStore.getState().setAccessToken('token');
});

afterEach(() => {
  act(() => {
    sessionStore.getState().setAccessToken('');
    sessionStore.getState().setLocale('ru');
  });
});

function renderPopup(at = '/detail/7') {
  const server = fakeServer(() => ({ data: { marked: 1 } }));
  render(
    <StorefrontsProvider>
      <MemoryRouter initialEntries={[at]}>
        <button type="button">on the page</button>
        <Routes>
          <Route path="/my/coupon" element={<h1>Мои купоны</h1>} />
          <Route path="*" element={<p>product</p>} />
        </Routes>
        <CouponPopup />
      </MemoryRouter>
    </StorefrontsProvider>,
  );
  const reads = () => server.sent.filter((request) => request.method === 'POST' && request.url.endsWith('/readCoupon')).length;
  return { reads };
}

it('shows over the page with the image focused; the image leads to /my/coupon and dismisses it for good', async () => {
  const { reads } = renderPopup();
  const dialog = await screen.findByRole('dialog', { name: 'Вам начислены купоны' });
  const image = screen.getByRole('link', { name: 'Открыть мои купоны' });
  expect(image).toHaveAttribute('href', '/my/coupon');
  expect(image).toHaveFocus();
  expect(screen.getByRole('img', { name: 'Открыть мои купоны' })).toHaveAttribute('width', '320');
  fireEvent.click(image);
  expect(await screen.findByRole('heading', { name: 'Мои купоны' })).toBeInTheDocument();
  expect(dialog).not.toBeInTheDocument();
  expect(commonStore.getState().couponTips).toBe(false);
  await act(async () => undefined);
  expect(reads()).toBe(1);
});

it('is dismissed by its close button, keeping the page where it was', async () => {
  const { reads } = renderPopup();
  fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText('product')).toBeInTheDocument();
  await act(async () => undefined);
  expect(reads()).toBe(1);
});

it('is dismissed by Esc, keeps Tab inside while open and gives focus back', async () => {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const { reads } = renderPopup();
  await screen.findByRole('dialog');
  const close = screen.getByRole('button', { name: 'Закрыть' });
  fireEvent.keyDown(document, { key: 'Tab' });
  close.focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(screen.getByRole('link', { name: 'Открыть мои купоны' })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
  await act(async () => undefined);
  expect(reads()).toBe(1);
  opener.remove();
});

it('never shows where the storefront offers no coupons, nor to a visitor', async () => {
  act(() => sessionStore.getState().setLocale('en'));
  renderPopup();
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => {
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setAccessToken('');
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('stays away from the coupon page itself, where the coupons are already in view', async () => {
  renderPopup('/my/coupon');
  expect(await screen.findByRole('heading', { name: 'Мои купоны' })).toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(commonStore.getState().couponTips).toBe(true);
});
