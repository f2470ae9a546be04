export { appMeta } from './appMeta';
export {
  users,
  verificationCodes,
  codeLockouts,
  codeSendWindows,
  oauthClients,
  authorizationCodes,
  refreshTokens,
  accessTokens,
  mailOutbox,
} from './accounts';
