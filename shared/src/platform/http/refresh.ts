import type { AxiosInstance } from 'axios';
import { isOverdue, loadTokenRecord, logoutLocally, signIn, type TokenRecord } from '@topup/shared/session';
import { TokenRefreshError } from './errors';
import { parseResponseText } from './longNumbers';
import type { ClientPorts } from './ports';
import { toFormBody } from './url';

/**
 * Refreshing an overdue token (spec section 4). Calls that need a token ask for a fresh one
 * first; while one refresh runs every other call awaits the same promise, so however many calls
 * wait there is exactly one refresh request. On failure all of them reject together, the user is
 * logged out locally and sent to /login.
 */
export const TOKEN_PATH = '/oauth/token';
export const REFRESH_FAILED_KEY = 'tokenRefreshFailed';
export const REFRESH_FAILED_TEXT = 'the token refresh request failed';

export interface RefresherOptions {
  /** The client's axios, made with its first request (lazyAxios). */
  axios: () => Promise<AxiosInstance>;
  clientId: string;
  clientSecret: string;
  timeout: number;
  ports: () => ClientPorts;
}

export interface TokenRefresher {
  /** The access token to send: refreshed first when the stored record is overdue. */
  freshToken(currentToken: string): Promise<string>;
  /** True while a refresh request is in flight. */
  readonly refreshing: boolean;
}

function base64(text: string): string {
  // btoa only takes Latin-1: encode to UTF-8 bytes first so any client secret works.
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes));
}

export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${base64(`${clientId}:${clientSecret}`)}`;
}

/** A server that sends create_time in seconds would make every token look expired: normalise. */
function toMillis(time: unknown, fallback: number): number {
  const value = typeof time === 'string' ? Number(time) : time;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return fallback;
  return value < 1e11 ? value * 1000 : value;
}

/** The refresh answer may be a plain OAuth JSON or the store's envelope around it. */
export function tokenRecordFromAnswer(body: unknown, now: number): TokenRecord | undefined {
  if (!body || typeof body !== 'object') return undefined;
  let answer = body as Record<string, unknown>;
  if (typeof answer.code === 'number' && !('access_token' in answer)) {
    if (answer.code !== 1 || !answer.data || typeof answer.data !== 'object') return undefined;
    answer = answer.data as Record<string, unknown>;
  }
  const accessToken = answer.access_token;
  if (typeof accessToken !== 'string' || !accessToken) return undefined;
  return {
    access_token: accessToken,
    refresh_token: typeof answer.refresh_token === 'string' ? answer.refresh_token : '',
    expires_in: Number(answer.expires_in) || 0,
    create_time: toMillis(answer.create_time, now),
  };
}

export function createTokenRefresher(options: RefresherOptions): TokenRefresher {
  let inFlight: Promise<string> | undefined;

  async function refresh(record: TokenRecord): Promise<string> {
    const ports = options.ports();
    let fresh: TokenRecord | undefined;
    try {
      const axios = await options.axios();
      const response = await axios.request({
        method: 'POST',
        url: TOKEN_PATH,
        timeout: options.timeout,
        headers: {
          Authorization: basicAuth(options.clientId, options.clientSecret),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        data: toFormBody({ grant_type: 'refresh_token', refresh_token: record.refresh_token }),
        // Any status settles: the check below decides, so a 400 or 401 is a failed refresh too.
        validateStatus: () => true,
        transformResponse: [parseResponseText],
      });
      if (response.status === 200) fresh = tokenRecordFromAnswer(response.data, ports.now());
    } catch {
      fresh = undefined; // network failure or time-out: the refresh failed
    }
    if (!fresh) {
      logoutLocally();
      ports.navigate('/login');
      throw new TokenRefreshError(ports.t(REFRESH_FAILED_KEY, REFRESH_FAILED_TEXT));
    }
    signIn(fresh);
    return fresh.access_token;
  }

  return {
    get refreshing() {
      return inFlight !== undefined;
    },
    freshToken(currentToken) {
      // A refresh already running: wait for its token, even if this call's record looks fine.
      if (inFlight) return inFlight;
      const record = loadTokenRecord();
      if (!currentToken || !record || !isOverdue(record, options.ports().now())) {
        return Promise.resolve(currentToken);
      }
      inFlight = refresh(record).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
