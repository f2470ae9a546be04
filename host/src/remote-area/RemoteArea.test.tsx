import type { ComponentType } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initTestI18n } from '@topup/shared/i18n/testing';
import type { RemoteRoutesModule } from '@topup/shared/remotes';
import { loadRouteFragment } from '../federation/loadRouteFragment';
import { reloadRemote } from '../federation/remoteMap';
import { RemoteArea } from './RemoteArea';

jest.mock('../federation/loadRouteFragment', () => ({ loadRouteFragment: jest.fn() }));
jest.mock('../federation/remoteMap', () => ({
  ...jest.requireActual('../federation/remoteMap'),
  currentManifestUrl: () => '/remotes/catalog/0.1.0/mf-manifest.json',
  reloadRemote: jest.fn(),
}));
const loadFragment = jest.mocked(loadRouteFragment);
const reload = jest.mocked(reloadRemote);
let sendReport: jest.Mock;

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
  reload.mockReset().mockResolvedValue(undefined);
  sendReport = jest.fn().mockResolvedValue({ ok: true });
  globalThis.fetch = sendReport as unknown as typeof fetch;
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

it('shows the fallback with the version and reason, reports it, and retry re-reads the map and recovers', async () => {
  loadFragment.mockRejectedValueOnce(new Error('topup_catalog/routes stalled: nothing arrived for 2000 ms'));
  loadFragment.mockResolvedValue(fragmentWith(() => <p>catalog is back</p>));
  renderArea();
  const fallback = await screen.findByTestId('remote-fallback');
  expect(fallback).toHaveAttribute('data-remote', 'catalog');
  expect(fallback).toHaveAttribute('data-reason', 'stalled');
  expect(fallback).toHaveTextContent('Версия 0.1.0');
  const [url, init] = sendReport.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/remote-failures');
  expect(JSON.parse(String(init.body))).toMatchObject({
    remote: 'catalog',
    reason: 'stalled',
    manifestUrl: '/remotes/catalog/0.1.0/mf-manifest.json',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('catalog is back')).toBeInTheDocument();
  expect(reload).toHaveBeenCalledWith('catalog');
  expect(loadFragment).toHaveBeenCalledTimes(2);
});

it('tells a missing release from a page that crashes', async () => {
  loadFragment.mockRejectedValueOnce(new Error('https://cdn/mf-manifest.json answered HTTP 404'));
  renderArea();
  expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-reason', 'notFound');
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
  expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-reason', 'crash');
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
