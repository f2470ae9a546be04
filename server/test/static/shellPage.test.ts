import { createHash } from 'node:crypto';
import { inlineScriptHashes, remoteOfPath, renderShellPage } from '../../src/static/shellPage';

const TEMPLATE = '<!doctype html><html><head><title>TopUp</title><script>boot()</script></head><body><div id="root"></div></body></html>';
const VERSIONS = { ru: 'a1', mx: 'b2', br: 'c3', en: 'd4', me: 'e5' };
const MAP = {
  catalog: '/remotes/catalog/0.1.0/mf-manifest.json',
  checkout: '/remotes/checkout/0.1.0/mf-manifest.json',
  member: 'https://cdn.example/member/</script>/mf-manifest.json',
  activities: '/remotes/activities/0.1.0/mf-manifest.json',
};

describe('the shell page', () => {
  const render = (pathname: string) => renderShellPage({ template: TEMPLATE, bootFiles: ['262.9ccd3682.js'] }, pathname, {
      remotesConfig: MAP,
      localeVersions: VERSIONS,
      remoteBudget: { stallMs: 2000, stepLimitMs: 30_000 },
    });

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

  it("preloads the route's remote manifest, and nothing on the host's own pages", () => {
    const page = render('/detail/1011');
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/catalog/0.1.0/mf-manifest.json">');
    expect(page.match(/rel="preload" as="fetch"/g)).toHaveLength(1);
    expect(page.indexOf('topup-remotes')).toBeLessThan(page.indexOf('</head>'));
    expect(render('/login')).not.toContain('as="fetch"');
  });

  it('carries the locale texts\' version stamps inline', () => {
    const json = /<script type="application\/json" id="topup-locale-versions">(.*?)<\/script>/.exec(render('/'))?.[1];
    expect(JSON.parse(json as string)).toEqual(VERSIONS);
  });

  it("carries the budget of a remote's files inline", () => {
    const json = /<script type="application\/json" id="topup-remote-budget">(.*?)<\/script>/.exec(render('/'))?.[1];
    expect(JSON.parse(json as string)).toEqual({ stallMs: 2000, stepLimitMs: 30_000 });
  });

  it("preloads the host's start-up files on every page", () => {
    for (const pathname of ['/', '/login']) {
      expect(render(pathname)).toContain('<link rel="preload" as="script" href="/262.9ccd3682.js">');
    }
  });

  it('allows exactly its inline script in the security policy', () => {
    expect(inlineScriptHashes(TEMPLATE)).toEqual(["'sha256-" + createHash('sha256').update('boot()').digest('base64') + "'"]);
  });
});
