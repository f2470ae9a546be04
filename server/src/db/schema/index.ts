/**
 * Every table of the store, in one place: drizzle-kit and the Database type read this file. Each
 * table is defined beside the code that owns it (modules/<area>/schema.ts, or the infrastructure's
 * schema.ts); a new table's file adds its export line at the end.
 */
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
  rateLimitHits,
} from '../../modules/auth/schema';
export { mailOutbox } from '../../mail/schema';
export { jobs } from '../../jobs/schema';
export { paymentWebhooks, sandboxPayments, sandboxRefunds } from '../../payments/schema';
export { walletBalances, walletLedger } from '../../modules/wallet/schema';
export { couponTemplates, userCoupons, couponCodes, couponCodeAttempts } from '../../modules/coupon/schema';
export {
  categoryKinds,
  categories,
  goodsGroups,
  products,
  skus,
  skuPrices,
  productPrices,
  labels,
  productLabels,
  banners,
  pages,
  pageSections,
  activities,
  activityBlocks,
  reviews,
  buyerOrderFeed,
  customerContacts,
  type LocaleTexts,
  type StoredAccountField,
  type StoredActivityBlock,
} from '../../modules/catalog/schema';
export { orders, payments, idempotencyKeys, playerProfiles, type StoredOrderLine } from '../../modules/order/schema';
export { afterSaleOrders, afterSaleSteps } from '../../modules/afterSale/schema';
export { productForms, formSubmissions, formUploads, orderMessages, type StoredFormField } from '../../modules/form/schema';
export { recharges, depositAddresses, deposits, sandboxChainTransfers } from '../../modules/topup/schema';
export { invitationRewards } from '../../modules/invitation/schema';
export { signIns } from '../../modules/session/schema';
export { contentPages } from '../../modules/content/schema';
export { remoteRegistry, remoteRegistryHistory, remoteOrigins, remoteLoadFailures } from '../../remotes/schema';
