import { checkRelease, type ReleaseCheckInput } from '../../src/remotes/releaseCheck';

const MANIFEST_URL = '/remotes/catalog/0.2.0/mf-manifest.json';

function input(shared: unknown[], hostShared: Record<string, string>): ReleaseCheckInput {
  const manifest = { name: 'topup_catalog', exposes: [{ name: 'routes', path: './routes' }], shared };
  return {
    remote: 'catalog',
    manifestUrl: MANIFEST_URL,
    allowedOrigins: [],
    hostShared,
    readManifest: async () => ({ status: 200, body: JSON.stringify(manifest) }),
  };
}

const noCopy = { js: { sync: [], async: [] } };
const ownCopy = { js: { sync: ['qr.1234.js'], async: [] } };

describe('checkRelease: the shared modules a remote asks for', () => {
  it('accepts modules the host provides in a compatible version', async () => {
    const result = await checkRelease(input([{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', assets: noCopy }], { react: '19.3.1' }));
    expect(result.ok).toBe(true);
  });

  it('refuses a version the host does not meet', async () => {
    const result = await checkRelease(input([{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', assets: noCopy }], { react: '19.3.1' }));
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('react ^20.0.0 (host has 19.3.1)') });
  });

  it('refuses a library the host does not provide when the remote carries no copy of it (built with import: false)', async () => {
    const result = await checkRelease(input([{ name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0', assets: noCopy }], { react: '19.3.1' }));
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('zustand ^5.1.0 (host has none, remote carries no copy)') });
  });

  it('accepts a module the host does not load when the remote carries its own copy', async () => {
    const result = await checkRelease(input([{ name: '@topup/shared/qr', version: '1.1.0', requiredVersion: '^1.1.0', assets: ownCopy }], { react: '19.3.1' }));
    expect(result.ok).toBe(true);
  });
});
