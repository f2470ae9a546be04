/** A page's path as the router matches it: with or without its trailing slash, '/' itself kept. */
export function routePathOf(pathname: string): string {
  return pathname.replace(/(.)\/$/, '$1');
}
