import { oauthClientCall, oauthClientOf } from '@topup/shared/contract';

export interface WebClient {
  clientId: string;
  clientSecret: string;
  redirectPath: string;
}

const CLIENT_TIMEOUT_MS = 5000;

/** The element the server puts in index.html with what /oauth/client answers (server/src/static/shellPage.ts). */
export const INLINE_WEB_CLIENT_ID = 'topup-web-client';

/** The web client the page came with, or undefined when absent or unreadable (then it is fetched). */
function inlineWebClient(): WebClient | undefined {
  const text = document.getElementById(INLINE_WEB_CLIENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return oauthClientOf(JSON.parse(text)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The store's OAuth web client as the server configures it: inline in index.html (no round trip
 * before the shell starts), else read with fetch, before the HTTP client exists (the client needs
 * these credentials to refresh tokens). Without it the shell still works for visitors; signing in
 * then fails with the server's message.
 */
export async function fetchWebClient(): Promise<WebClient | undefined> {
  const inline = inlineWebClient();
  if (inline) return inline;
  try {
    const response = await fetch(oauthClientCall.path, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const body = (await response.json()) as { code?: number; data?: unknown };
    if (body.code !== 1) return undefined;
    const client = oauthClientOf(body.data);
    if (!client) throw new Error('the answer does not match the contract');
    return client;
  } catch (error) {
    console.error('[session] the OAuth client configuration could not be read', error);
    return undefined;
  }
}
