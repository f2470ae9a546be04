import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { AppRoutes } from './AppRoutes';

jest.mock('../federation/loadRouteFragment', () => ({
  loadRouteFragment: jest.fn(() => new Promise(() => undefined)),
}));

beforeAll(async () => {
  await initTestI18n();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

it('answers an unknown path with the 404 page in place, with a link home and to support', async () => {
  renderAt('/no-such-page');
  expect(await screen.findByTestId('error-page-404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('main').querySelector('a[href="/service"]')).not.toBeNull();
});

it('shows the server error page at /500 with a refresh button', async () => {
  renderAt('/500');
  expect(await screen.findByTestId('error-page-500')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
});

it.each([
  ['/', 'catalog'],
  ['/detail/42', 'catalog'],
  ['/ordre/confirm', 'checkout'],
  ['/my/wallet', 'member'],
  ['/act/summer', 'activities'],
  ['/activies/ext/list', 'catalog'],
])('mounts %s in the %s area inside the shell', (path, remote) => {
  const { container } = renderAt(path);
  expect(container.querySelector(`[data-remote-area="${remote}"]`)).not.toBeNull();
  expect(screen.getByTestId('shell-header')).toBeInTheDocument();
  expect(screen.getByTestId('shell-footer')).toBeInTheDocument();
});

it('shows the login link to a signed-out visitor, and at /login the host login page', async () => {
  renderAt('/login');
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  expect(await screen.findByTestId('login-page')).toBeInTheDocument();
});
