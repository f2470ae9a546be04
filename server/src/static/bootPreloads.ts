import { createHash } from 'node:crypto';

/**
 * The script that asks for the host's start-up files (boot-files.json) once the first screen has
 * been painted: after the first frame, so on a slow link they do not share the bandwidth with the
 * document and its first paint, yet still download while main.js does instead of after it runs.
 * At low priority, behind main.js, its stylesheet and the locale texts. docs/decisions.md weighs
 * this against preloading them from the head.
 */
export function bootPreloadScript(bootFiles: readonly string[]): string {
  const urls = JSON.stringify(bootFiles.map((file) => `/${file}`)).replace(/</g, '\\u003c');
  return (
    'requestAnimationFrame(function(){setTimeout(function(){' +
    `${urls}.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="script";l.fetchPriority="low";l.href=u;document.head.appendChild(l)})` +
    '})})'
  );
}

/** Its source in the security policy's script-src. */
export function bootPreloadHash(bootFiles: readonly string[]): string {
  return `'sha256-${createHash('sha256').update(bootPreloadScript(bootFiles)).digest('base64')}'`;
}
