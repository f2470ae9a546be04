import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entry points keep their names across builds, so browsers must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** A content hash of 8 or more hex digits right before the extension, as in main.3f2a1b9c.js. */
const CONTENT_HASHED = /[.-][a-f0-9]{8,}(\.[a-z0-9]+)+$/i;

/**
 * Cache-Control of a built file. A content-hashed name never changes meaning, so it is cached
 * for a year; anything else is revalidated (cheap with ETag) so a new build shows at once.
 */
export function cacheControlFor(filePath: string): string {
  // A compressed copy (main.js.br) is cached like its original.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
