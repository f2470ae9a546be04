export { appMeta } from './appMeta';
export {
  users,
  verificationCodes,
  codeLockouts,
  oauthClients,
  authorizationCodes,
  refreshTokens,
  accessTokens,
  mailOutbox,
} from './accounts';
