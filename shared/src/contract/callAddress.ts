/**
 * Where a call's request goes, from its path and payload: the client sends it there, and the
 * server answers a page's first calls ahead by the same address (server/src/static/firstAnswers.ts).
 */
import { pathPlaceholders } from './defineCall';

/** Spec section 7: API calls live under /api, except the OAuth and object-storage paths. */
export const API_PREFIX = '/api';

function isAbsoluteUrl(path: string): boolean {
  return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path);
}

export function withApiPrefix(path: string): string {
  if (isAbsoluteUrl(path) || path.includes('/object') || path.includes('/oauth')) return path;
  return `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Fills the path's {placeholders} from the payload and returns the payload without those keys,
 * so an id travels once (in the path) and not again as a query parameter or body field.
 */
export function fillPlaceholders(
  path: string,
  payload: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...payload };
  let filled = path;
  for (const name of pathPlaceholders(path)) {
    const value = rest[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    filled = filled.replace(`{${name}}`, encodeURIComponent(String(value)));
    delete rest[name];
  }
  return { path: filled, rest };
}

/** Where a call goes: its URL with the path's placeholders filled, and the rest of the payload. */
export function addressOf(path: string, payload: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const filled = fillPlaceholders(path, payload);
  return { url: withApiPrefix(filled.path), rest: filled.rest };
}
