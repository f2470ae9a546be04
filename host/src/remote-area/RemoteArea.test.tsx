import type { ComponentType } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initTestI18n } from '@topup/shared/i18n/testing';
import type { RemoteRoutesModule } from '@topup/shared/remotes';
import { loadRouteFragment } from '../federation/loadRouteFragment';
import { RemoteArea } from './RemoteArea';

jest.mock('../federation/loadRouteFragment', () => ({ loadRouteFragment: jest.fn() }));
const loadFragment = jest.mocked(loadRouteFragment);

function fragmentWith(Page: ComponentType): RemoteRoutesModule {
  return { routes: [{ path: '/', titleKey: 'title.home', load: async () => ({ default: Page }) }] };
}

function renderArea() {
  return render(
    <MemoryRouter>
      <RemoteArea remote="catalog" path="/" />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  loadFragment.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('renders the remote page and sets the page title from its key', async () => {
  loadFragment.mockResolvedValue(fragmentWith(() => <p>catalog home</p>));
  renderArea();
  expect(await screen.findByText('catalog home')).toBeInTheDocument();
  expect(document.title).toContain('Пополнение игр');
});

it('shows the fallback when the remote cannot be loaded, and retry recovers', async () => {
  loadFragment.mockRejectedValueOnce(new Error('remote is down'));
  loadFragment.mockResolvedValue(fragmentWith(() => <p>catalog is back</p>));
  renderArea();
  const fallback = await screen.findByTestId('remote-fallback');
  expect(fallback).toHaveAttribute('data-remote', 'catalog');
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('catalog is back')).toBeInTheDocument();
  expect(loadFragment).toHaveBeenCalledTimes(2);
});

it('keeps a remote that throws while rendering inside its own area', async () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('render failure');
    return <p>rendered</p>;
  }
  loadFragment.mockResolvedValue(fragmentWith(Flaky));
  render(
    <MemoryRouter>
      <header>shell header</header>
      <RemoteArea remote="catalog" path="/" />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  expect(screen.getByText('shell header')).toBeInTheDocument();
  broken = false;
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('rendered')).toBeInTheDocument();
});

it('tells the user when the remote has no page for the route', async () => {
  loadFragment.mockResolvedValue({ routes: [] });
  renderArea();
  expect(await screen.findByRole('status')).toHaveTextContent('не поддерживает');
});
