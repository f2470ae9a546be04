/**
 * The script that asks for the page's start-up files once the first screen has been painted: after
 * the first frame, so on a slow link they do not share the bandwidth with the document and its
 * first paint, yet still download while main.js does instead of after it runs: the locale texts
 * (the shell waits for them) and the route's remote manifest. Both are read by fetch, so they are
 * preloaded in CORS mode, as the client asks for them. When main.js is already running (cached,
 * with the texts kept in local storage, it can run before the first frame), the shell has asked
 * for them itself and a preload would download them twice, so none is made. docs/decisions.md
 * weighs this against preloading them from the head.
 */
export function afterPaintScript(hrefs: readonly string[]): string {
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return (
    'requestAnimationFrame(function(){setTimeout(function(){' +
    'if(window.__topupShell&&window.__topupShell.running)return;' +
    `${list}.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="fetch";` +
    'l.crossOrigin="anonymous";l.href=h;document.head.appendChild(l)})' +
    '})})'
  );
}
