import { getUserInfoCall, oauthTokenCall } from '@topup/shared/contract';
import { basicAuth, request } from '@topup/shared/http';
import { saveUserInfo, signIn } from '@topup/shared/session';
import type { WebClient } from './webClient';

/**
 * The spec's /login?code= flow: the authorization code from a sign-in is exchanged for tokens,
 * which become the session, and the user info is fetched and cached.
 */
export async function exchangeAuthorizationCode(code: string, client: WebClient): Promise<void> {
  const tokens = await request(
    oauthTokenCall,
    { grant_type: 'authorization_code', code, redirect_uri: `${window.location.origin}${client.redirectPath}` },
    { auth: false, headers: { Authorization: basicAuth(client.clientId, client.clientSecret) } },
  );
  signIn({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_in: tokens.expires_in,
    create_time: tokens.create_time,
  });
  saveUserInfo(await request(getUserInfoCall, {}));
}
