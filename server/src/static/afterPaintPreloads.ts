/** A file the page asks for once its first screen is painted. */
export interface AfterPaintPreload {
  href: string;
  /** 'fetch': read by fetch (CORS mode, as the client asks); 'script': a start-up chunk, at low priority. */
  as: 'fetch' | 'script';
}

/**
 * The script that asks for the page's start-up files once the first screen has been painted: after
 * the first frame, so on a slow link they do not share the bandwidth with the document and its
 * first paint, yet still download while main.js does instead of after it runs. The locale texts
 * first (the shell waits for them), the host's start-up chunks at low priority, the route's remote
 * manifest. docs/decisions.md weighs this against preloading them from the head.
 */
export function afterPaintScript(preloads: readonly AfterPaintPreload[]): string {
  const list = JSON.stringify(preloads.map(({ href, as }) => [href, as])).replace(/</g, '\\u003c');
  return (
    'requestAnimationFrame(function(){setTimeout(function(){' +
    `${list}.forEach(function(p){var l=document.createElement("link");l.rel="preload";l.as=p[1];` +
    'if(p[1]==="fetch")l.crossOrigin="anonymous";else l.fetchPriority="low";l.href=p[0];document.head.appendChild(l)})' +
    '})})'
  );
}
