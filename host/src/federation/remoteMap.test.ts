import { registerRemotes } from '@module-federation/enhanced/runtime';
import { currentManifestUrl, registerRemoteContainers, releaseLabel, reloadRemote } from './remoteMap';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const register = jest.mocked(registerRemotes);

const OLD = '/remotes/catalog/0.1.0/mf-manifest.json';
const NEW = '/remotes/catalog/0.2.0/mf-manifest.json';

beforeEach(() => {
  register.mockReset();
  document.head.innerHTML = '';
  registerRemoteContainers({ catalog: OLD });
});

it('names a release by the version in its URL, else by its host', () => {
  expect(releaseLabel(OLD)).toBe('0.1.0');
  expect(releaseLabel('http://127.0.0.1:45041/catalog/0.4.0+b1a2b5a7dfdc/mf-manifest.json')).toBe('0.4.0+b1a2b5a7dfdc');
  expect(releaseLabel('https://cdn.example.com/catalog/mf-manifest.json')).toBe('cdn.example.com');
  expect(releaseLabel(undefined)).toBeUndefined();
});

it('re-reads the map before a retry and registers the remote again with force', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ catalog: NEW }) }) as unknown as typeof fetch;
  const stale = document.createElement('script');
  stale.src = new URL('/remotes/catalog/0.1.0/remoteEntry.js', window.location.href).toString();
  document.head.appendChild(stale);
  const chunks = window as unknown as Record<string, unknown>;
  chunks.webpackChunktopup_catalog = [[[2239], { 1: () => 'a module that threw' }]];
  await reloadRemote('catalog');
  expect(chunks.webpackChunktopup_catalog).toBeUndefined();
  expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  expect(register).toHaveBeenLastCalledWith(
    [expect.objectContaining({ name: 'topup_catalog', entry: new URL(NEW, window.location.href).toString() })],
    { force: true },
  );
  expect(currentManifestUrl('catalog')).toBe(NEW);
  expect(stale.isConnected).toBe(false);
});

it('retries the known URL when the map cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
  await reloadRemote('catalog');
  expect(register).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'topup_catalog' })], { force: true });
  expect(currentManifestUrl('catalog')).toBe(OLD);
});
