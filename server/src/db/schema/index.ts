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
export { walletBalances, walletLedger } from './wallet';
export { couponTemplates, userCoupons, couponCodes, couponCodeAttempts } from './coupons';
