import type { OAuthClient } from '@topup/shared/contract';
import type { AccountsConfig } from '../../config/config';
import { WEB_CLIENT_ID } from './oauth';

/** The store's web client as /oauth/client answers it and as the shell page carries it inline. */
export function webClientOf(config: Pick<AccountsConfig, 'oauthClientSecret' | 'oauthRedirectPaths'>): OAuthClient {
  return { clientId: WEB_CLIENT_ID, clientSecret: config.oauthClientSecret, redirectPath: config.oauthRedirectPaths[0] ?? '/login' };
}
