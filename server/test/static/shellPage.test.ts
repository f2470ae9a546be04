import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, remoteOfPath, renderShellPage } from '../../src/static/shellPage';
import { removeDirs, tempDir } from '../support/fakeRepo';

const TEMPLATE = '<!doctype html><html><head><title>TopUp</title><script>boot()</script></head><body><div id="root"></div></body></html>';
const MAP = {
  catalog: '/remotes/catalog/0.1.0/mf-manifest.json',
  checkout: '/remotes/checkout/0.1.0/mf-manifest.json',
  member: 'https://cdn.example/member/</script>/mf-manifest.json',
  activities: '/remotes/activities/0.1.0/mf-manifest.json',
};

describe('the shell page', () => {
  let releasesDir: string;

  beforeAll(() => {
    releasesDir = tempDir('topup-releases-');
    fs.mkdirSync(path.join(releasesDir, 'catalog', '0.1.0'), { recursive: true });
    fs.writeFileSync(
      path.join(releasesDir, 'catalog', '0.1.0', 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ assets: { js: { sync: ['__federation_expose_routes.5979ea41.js'] }, css: { sync: [] } } }],
      }),
    );
  });
  afterAll(() => removeDirs(releasesDir));

  const render = (pathname: string) => renderShellPage(TEMPLATE, pathname, { remotesConfig: () => MAP, releasesDir });

  it.each([
    ['/', 'catalog'],
    ['/detail/1011', 'catalog'],
    ['/d', 'catalog'],
    ['/ordre/confirm', 'checkout'],
    ['/my/order', 'member'],
    ['/act/genshin', 'activities'],
    ['/login', undefined],
    ['/detail/1/more', undefined],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(remoteOfPath(pathname)).toBe(remote);
  });

  it('carries the remote map inline, as data the page does not execute', () => {
    const page = render('/login');
    const json = /<script type="application\/json" id="topup-remotes">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json as string)).toEqual(MAP);
    expect(page).not.toContain('</script>/mf-manifest');
  });

  it("preloads the route's remote manifest and prefetches its entry and exposed chunk", () => {
    const page = render('/detail/1011');
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/catalog/0.1.0/mf-manifest.json">');
    expect(page).toContain('<link rel="prefetch" href="/remotes/catalog/0.1.0/remoteEntry.js">');
    expect(page).toContain('<link rel="prefetch" href="/remotes/catalog/0.1.0/__federation_expose_routes.5979ea41.js">');
    expect(page.indexOf('topup-remotes')).toBeLessThan(page.indexOf('</head>'));
  });

  it('preloads only the manifest of a remote served from elsewhere, and nothing on host pages', () => {
    expect(render('/my/order').match(/rel="pre(load|fetch)"/g)).toHaveLength(1);
    expect(render('/login')).not.toMatch(/rel="pre(load|fetch)"/);
  });

  it('allows exactly its inline script in the security policy', () => {
    expect(inlineScriptHashes(TEMPLATE)).toEqual(["'sha256-" + require('node:crypto').createHash('sha256').update('boot()').digest('base64') + "'"]);
  });
});
