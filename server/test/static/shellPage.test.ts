import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { pageInfoCall, productByIdCall, type EarlyCall } from '@topup/shared/contract';
import { visitorLocale, type FirstAnswers } from '../../src/static/firstAnswers';
import { FIRST_SCREEN_STYLE, FIRST_SCREEN_STYLE_HASH } from '../../src/static/firstScreen';
import { afterPaintScript } from '../../src/static/afterPaintPreloads';
import { inlineScriptHashes, remoteOfPath, renderShellPage } from '../../src/static/shellPage';

const TEMPLATE = '<!doctype html><html><head><title>TopUp</title><script>boot()</script></head><body><div id="root"></div></body></html>';
const VERSIONS = { ru: 'a1', mx: 'b2', br: 'c3', en: 'd4', me: 'e5' };
const WEB_CLIENT = { clientId: 'topup-web', clientSecret: 'public </script> secret', redirectPath: '/login' };
const MAP = {
  catalog: '/remotes/catalog/0.1.0/mf-manifest.json',
  checkout: '/remotes/checkout/0.1.0/mf-manifest.json',
  member: 'https://cdn.example/member/</script>/mf-manifest.json',
  activities: '/remotes/activities/0.1.0/mf-manifest.json',
};

describe('the shell page', () => {
  const render = (pathname: string, firstAnswers?: FirstAnswers, earlyCalls?: EarlyCall[]) => renderShellPage(TEMPLATE, pathname, {
      remotesConfig: MAP,
      localeVersions: VERSIONS,
      remoteBudget: { stallMs: 2000, stepLimitMs: 30_000 },
      webClient: WEB_CLIENT,
      locale: 'mx',
      firstAnswers,
      earlyCalls,
    });
  const firstAnswersIn = (page: string) => {
    const json = /<script type="application\/json" id="topup-first-answers">(.*?)<\/script>/.exec(page)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as { locale: string; answers: { method: string; path: string; payload: object; envelope: unknown }[] });
  };
  // A name that would close the block or break out of an attribute, and an id past 2^53.
  const PRODUCT_ENVELOPE = '{"code":1,"data":{"id":12345678901234567890,"name":"UC </script><script>alert(1)</script> \\"x\\" \'y\'"}}';
  const PRODUCT_ANSWERS: FirstAnswers = {
    locale: 'en',
    answers: [{ call: productByIdCall, payload: { id: '1011' }, envelope: PRODUCT_ENVELOPE }],
    screen: { kind: 'product', image: { url: '/media/products/a "b" <c>.svg', width: 480, height: 480 }, title: 'UC </script> "x" & <b>' },
  };

  /** What the page's after-paint script asks for, in order. */
  const afterPaint = (page: string) => {
    const list = /<script>requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{if\(window\.__topupShell&&window\.__topupShell\.running\)return;(\[.*?\])\.forEach/.exec(page)?.[1];
    return list === undefined ? undefined : (JSON.parse(list) as string[]);
  };

  it('carries the web client inline and asks for the texts of the locale the visitor starts in first', () => {
    const page = render('/login');
    const json = /<script type="application\/json" id="topup-web-client">(.*?)<\/script>/.exec(page)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json as string)).toEqual(WEB_CLIENT);
    expect(afterPaint(page)?.[0]).toBe('/locales/mx.json?v=b2');
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

  it("asks for the route's remote manifest last, and for none on the host's own pages", () => {
    const page = render('/detail/1011');
    expect(afterPaint(page)?.at(-1)).toBe('/remotes/catalog/0.1.0/mf-manifest.json');
    expect(afterPaint(page)?.filter((href) => href.includes('mf-manifest'))).toHaveLength(1);
    expect(page.indexOf('topup-remotes')).toBeLessThan(page.indexOf('</head>'));
    expect(afterPaint(render('/login'))?.some((href) => href.includes('mf-manifest'))).toBe(false);
  });

  it("escapes a remote manifest's address in the after-paint script", () => {
    const page = render('/my/order');
    expect(afterPaint(page)?.at(-1)).toBe('https://cdn.example/member/</script>/mf-manifest.json');
    expect(page.match(/<\/script>/g)).toHaveLength(6);
  });

  it('carries the locale texts\' version stamps inline', () => {
    const json = /<script type="application\/json" id="topup-locale-versions">(.*?)<\/script>/.exec(render('/'))?.[1];
    expect(JSON.parse(json as string)).toEqual(VERSIONS);
  });

  it("carries the budget of a remote's files inline", () => {
    const json = /<script type="application\/json" id="topup-remote-budget">(.*?)<\/script>/.exec(render('/'))?.[1];
    expect(JSON.parse(json as string)).toEqual({ stallMs: 2000, stepLimitMs: 30_000 });
  });

  it('asks for the texts and the manifest once the first screen is painted, on every page, in CORS mode as the client reads them', () => {
    for (const pathname of ['/', '/login', '/detail/1011']) {
      const page = render(pathname, pathname === '/detail/1011' ? PRODUCT_ANSWERS : undefined);
      expect(afterPaint(page)?.[0]).toBe('/locales/mx.json?v=b2');
      expect(page).toMatch(/<script>requestAnimationFrame\([^<]*<\/script><\/body>/);
      expect(page).not.toContain('<link rel="preload" as="script"');
      expect(page).not.toContain('<link rel="preload" as="fetch"');
    }
    expect(afterPaintScript(['/a.json'])).toContain('l.as="fetch";l.crossOrigin="anonymous"');
  });

  /**
   * What the after-paint script appends to the head and the body when it runs, with every frame
   * and timer at once; `paintTiming` false: a browser without the paint observer.
   */
  const runAfterPaint = (script: string, running?: boolean, paintTiming = true) => {
    const head: string[] = [];
    const body: { src: string; async: boolean }[] = [];
    const window = running === undefined ? {} : { __topupShell: { running } };
    const document = {
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => head.push(link.href) },
      body: { appendChild: (element: { src: string; async: boolean }) => body.push(element) },
    };
    const now = (callback: () => void) => callback();
    class PaintObserver {
      constructor(private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void) {
        if (!paintTiming) throw new Error('no paint timing');
      }
      observe() {
        this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
      }
      disconnect() {}
    }
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', script)(window, document, now, now, PaintObserver);
    return { head, body };
  };

  it('asks for nothing once the shell runs: it has asked for its files itself', () => {
    expect(runAfterPaint(afterPaintScript(['/a.json']), false).head).toEqual(['/a.json']);
    expect(runAfterPaint(afterPaintScript(['/a.json'])).head).toEqual(['/a.json']);
    expect(runAfterPaint(afterPaintScript(['/a.json']), true).head).toEqual([]);
  });

  it("runs the shell's scripts once a static first screen is painted, preloading them from the head", () => {
    const template = TEMPLATE.replace('</head>', '<link href=/main.1a2b.css rel=stylesheet><script defer="defer" src="/main.abc.js"></script></head>');
    const withScreen = (pathname: string, firstAnswers?: FirstAnswers) =>
      renderShellPage(template, pathname, { remotesConfig: MAP, localeVersions: VERSIONS, remoteBudget: { stallMs: 2000, stepLimitMs: 30_000 }, webClient: WEB_CLIENT, locale: 'mx', firstAnswers });
    const page = withScreen('/detail/1011', PRODUCT_ANSWERS);
    expect(page).not.toContain('<script defer="defer" src="/main.abc.js">');
    expect(page.indexOf('<link rel="preload" as="script" href="/main.abc.js">')).toBeLessThan(page.indexOf('</head>'));
    const script = /<script>([^<]*)<\/script><\/body>/.exec(page)?.[1] as string;
    // After the stylesheets, which hold it until they have loaded.
    expect(page.indexOf('rel=stylesheet')).toBeGreaterThan(page.indexOf('</head>'));
    expect(page.indexOf('<script>' + script)).toBeGreaterThan(page.indexOf('rel=stylesheet'));
    const started = runAfterPaint(script);
    expect(started.body).toEqual([{ src: '/main.abc.js', async: false }]);
    expect(started.head).toEqual(['/locales/mx.json?v=b2', '/remotes/catalog/0.1.0/mf-manifest.json']);
    // Started once, though both the first paint and the background tab's timer call it.
    expect(runAfterPaint(script, true)).toEqual({ head: [], body: [{ src: '/main.abc.js', async: false }] });
    expect(runAfterPaint(script, false, false).body).toEqual([{ src: '/main.abc.js', async: false }]);

    // Without a first screen there is nothing to paint first: main.js stays deferred.
    const plain = withScreen('/my/order');
    expect(plain).toContain('<script defer="defer" src="/main.abc.js"></script>');
    expect(plain).not.toContain('<link rel="preload" as="script"');
  });

  it("carries the page's first answers inline, each envelope as the API wrote it", () => {
    const page = render('/detail/1011', PRODUCT_ANSWERS);
    // The template's, five data blocks and the start-up files' script: no value closed a block.
    expect(page.match(/<\/script>/g)).toHaveLength(7);
    const inline = firstAnswersIn(page);
    expect(inline?.locale).toBe('en');
    expect(inline?.answers).toEqual([
      { method: 'GET', path: '/display/v1/product/getProductById/{id}', payload: { id: '1011' }, envelope: JSON.parse(PRODUCT_ENVELOPE) },
    ]);
    // The long id is still written out in full: the client parses it keeping its digits.
    expect(page).toContain('"id":12345678901234567890');
  });

  it('preloads the first screen\'s largest image first, escaped', () => {
    const page = render('/detail/1011', PRODUCT_ANSWERS);
    const preload = '<link rel="preload" as="image" fetchpriority="high" href="/media/products/a &quot;b&quot; &lt;c&gt;.svg">';
    expect(page).toContain(preload);
    expect(page.indexOf(preload)).toBeLessThan(page.indexOf('</head>'));
  });

  it('draws a static first screen before #root, hidden from assistive technology, with nothing to press', () => {
    const page = render('/detail/1011', PRODUCT_ANSWERS);
    const screen = /<body><div id="first-screen" class="first-screen" aria-hidden="true">(.*?)<\/div><div id="root">/.exec(page)?.[1] ?? '';
    expect(screen).toContain('<span class="first-screen-brand">TopUp</span>');
    expect(screen).toContain('<img class="first-screen-product-image" src="/media/products/a &quot;b&quot; &lt;c&gt;.svg" width="480" height="480" alt="" fetchpriority="high">');
    expect(screen).toContain('<div class="first-screen-product-name">UC &lt;/script&gt; &quot;x&quot; &amp; &lt;b&gt;</div>');
    expect(screen).not.toMatch(/<(a|button|input|h1)\b/);
    const home = render('/', { locale: 'ru', answers: [], screen: { kind: 'banner', image: { url: '/media/banners/b.svg', width: 1200, height: 400 }, title: 'Луна' } });
    expect(home).toContain('<div class="first-screen-banner"><img class="first-screen-banner-image" src="/media/banners/b.svg" width="1200" height="400" alt="" fetchpriority="high"><div class="first-screen-banner-title">Луна</div></div>');
  });

  it("paints the first screen with the HTML alone: its style inline, the host's stylesheet after it", () => {
    const template = TEMPLATE.replace('</head>', '<link href=/main.1a2b.css rel=stylesheet></head>');
    const data = { remotesConfig: MAP, localeVersions: VERSIONS, remoteBudget: { stallMs: 2000, stepLimitMs: 30_000 }, webClient: WEB_CLIENT, locale: 'ru' as const, firstAnswers: PRODUCT_ANSWERS };
    const page = renderShellPage(template, '/detail/1011', data);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<style>${FIRST_SCREEN_STYLE}</style>`);
    expect(head).not.toContain('stylesheet');
    // The stylesheet at the end of the body, followed only by the after-paint script.
    expect(page).toMatch(/<div id="root"><\/div><link href=\/main\.1a2b\.css rel=stylesheet><script>requestAnimationFrame[^<]*<\/script><\/body>/);
    expect(FIRST_SCREEN_STYLE).toContain('.first-screen {');
    expect(FIRST_SCREEN_STYLE).not.toContain('/*');
    expect(FIRST_SCREEN_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(FIRST_SCREEN_STYLE).digest('base64')}'`);
    const without = renderShellPage(template, '/login', { ...data, firstAnswers: undefined });
    expect(without.slice(0, without.indexOf('</head>'))).toContain('<link href=/main.1a2b.css rel=stylesheet>');
    expect(without).not.toContain('<style>');
  });

  it('carries no answers, no image preload and no first screen where the page has none', () => {
    const page = render('/login');
    expect(firstAnswersIn(page)).toBeUndefined();
    expect(page).not.toContain('as="image"');
    expect(page).not.toContain('first-screen');
    const home = render('/', { locale: 'ru', answers: [{ call: pageInfoCall, payload: { pageKey: 'home' }, envelope: '{"code":1,"data":{}}' }] });
    expect(firstAnswersIn(home)?.answers[0]?.path).toBe('/display/v1/page/info');
    expect(home).not.toContain('as="image"');
  });

  it("lists a signed-in customer's first calls right after the title, before the template's first script reads them", () => {
    const calls = [{ path: '/order/orderInfo/myOrderPage', payload: { tab: '</script>', pageNum: 1 } }];
    const page = render('/my/order', undefined, calls);
    const block = '<script type="application/json" id="topup-early-calls">';
    expect(page.indexOf(block)).toBe(page.indexOf('</title>') + '</title>'.length);
    expect(page.indexOf(block)).toBeLessThan(page.indexOf('<script>boot()'));
    const json = new RegExp(`${block}(.*?)</script>`).exec(page)?.[1] as string;
    expect(JSON.parse(json)).toEqual(calls);
    expect(render('/my/order', undefined, [])).not.toContain('topup-early-calls');
    expect(render('/my/order')).not.toContain('topup-early-calls');
  });

  it.each([
    [undefined, 'ru'],
    ['topup-locale=en', 'en'],
    ['a=1; topup-locale=br; b=2', 'br'],
    ['topup-locale=xx', 'ru'],
    ['other-topup-locale=en', 'ru'],
  ])('takes the locale of the first answers from the cookie %s: %s', (cookie, locale) => {
    expect(visitorLocale({ headers: { cookie } } as unknown as FastifyRequest)).toBe(locale);
  });

  it('allows exactly its inline scripts in the security policy: the template\'s and the after-paint one, not the data blocks', () => {
    const page = render('/detail/1011', PRODUCT_ANSWERS);
    const script = /<script>(requestAnimationFrame[^<]*)<\/script>/.exec(page)?.[1] as string;
    const hash = (text: string) => "'sha256-" + createHash('sha256').update(text).digest('base64') + "'";
    expect(inlineScriptHashes(page)).toEqual([hash('boot()'), hash(script)]);
  });
});
