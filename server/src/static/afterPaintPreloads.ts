/**
 * The script that asks for the page's start-up files once the first screen has been painted: after
 * the first frame, so on a slow link they do not share the bandwidth with the document and its
 * first paint, yet still download while main.js does instead of after it runs: the locale texts
 * (the shell waits for them) and the route's remote manifest. Both are read by fetch, so they are
 * preloaded in CORS mode, as the client asks for them. When main.js is already running (cached,
 * with the texts kept in local storage, it can run before the first frame), the shell has asked
 * for them itself and a preload would download them twice, so none is made. docs/decisions.md
 * weighs this against preloading them from the head.
 *
 * `scripts` are the shell's own scripts on a page with a static first screen: preloaded from the
 * head, run from here once the first contentful paint is reported, so the first screen is on the
 * glass before main.js takes the main thread (a deferred main.js that arrived first ran before the
 * first paint, and one run right after the first frame's paint could still hold up its
 * presentation). The script sits after the stylesheets, which hold it until they have loaded, as
 * they held the deferred scripts. A browser without paint timing runs them after the first frame;
 * when no paint comes within a second (a tab opened in the background paints nothing), after it.
 */
export function afterPaintScript(hrefs: readonly string[], scripts: readonly string[] = []): string {
  const list = scriptLiteral(hrefs);
  const preloads =
    'requestAnimationFrame(function(){setTimeout(function(){' +
    'if(window.__topupShell&&window.__topupShell.running)return;' +
    `${list}.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="fetch";` +
    'l.crossOrigin="anonymous";l.href=h;document.head.appendChild(l)})' +
    '})})';
  if (scripts.length === 0) return preloads;
  const sources = scriptLiteral(scripts);
  return (
    `${preloads};(function(){var done=false;function run(){if(done)return;done=true;` +
    `${sources}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.body.appendChild(e)})}` +
    'try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run()}})' +
    '.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(run)})}' +
    'setTimeout(run,1000)})()'
  );
}

/** A list of addresses as a literal inside an inline script: '<' escaped, so none can close it. */
function scriptLiteral(addresses: readonly string[]): string {
  return JSON.stringify(addresses).replace(/</g, '\\u003c');
}
