import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../../src/static/cachePolicy';

it.each([
  ['index.html', NO_CACHE],
  ['mf-manifest.json', NO_CACHE],
  ['mf-stats.json', NO_CACHE],
  ['remoteEntry.js', NO_CACHE],
  ['remoteEntry.js.map', NO_CACHE],
  ['favicon.ico', NO_CACHE],
  ['123.js', NO_CACHE],
  ['main.e9ef9e1b.js', IMMUTABLE],
  ['23.6b96be05.css', IMMUTABLE],
  ['113.a3f92cdd.js.map', IMMUTABLE],
  ['387.ba6f8670.js.LICENSE.txt', IMMUTABLE],
  ['__federation_expose_routes.5979ea41.js', IMMUTABLE],
  ['logo-0123abcdef.svg', IMMUTABLE],
])('%s is served with %s', (file, expected) => {
  expect(cacheControlFor(`/some/dist/${file}`)).toBe(expected);
});
