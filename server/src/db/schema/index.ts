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
export { jobs } from './jobs';
export { paymentWebhooks, sandboxPayments, sandboxRefunds } from './payments';
export { walletBalances, walletLedger } from './wallet';
export { couponTemplates, userCoupons, couponCodes, couponCodeAttempts } from './coupons';
