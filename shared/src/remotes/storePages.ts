import { REMOTE_NAMES } from './names';
import { HOST_ROUTE_PATHS, REMOTE_ROUTE_TABLE } from './routes';

/** A react-router pattern ('/detail/:id', '/act/:key?') as a regular expression of whole paths. */
function patternOf(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`);
}

const STORE_PAGES = [...HOST_ROUTE_PATHS, ...REMOTE_NAMES.flatMap((remote) => REMOTE_ROUTE_TABLE[remote])].map(patternOf);

/** Whether a path is one of the store's pages (the client's router has a route for it). */
export function isStorePage(path: string): boolean {
  return STORE_PAGES.some((pattern) => pattern.test(path));
}
