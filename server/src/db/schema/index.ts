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
  rateLimitHits,
} from './accounts';
export { jobs } from './jobs';
export { paymentWebhooks, sandboxPayments, sandboxRefunds } from './payments';
export { walletBalances, walletLedger } from './wallet';
export { couponTemplates, userCoupons, couponCodes, couponCodeAttempts } from './coupons';
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
} from './catalog';
export { orders, payments, idempotencyKeys, playerProfiles, type StoredOrderLine } from './orders';
export { afterSaleOrders, afterSaleSteps } from '../../modules/afterSale/schema';
export { productForms, formSubmissions, formUploads, orderMessages, type StoredFormField } from '../../modules/form/schema';
export { recharges, depositAddresses, deposits, sandboxChainTransfers } from '../../modules/topup/schema';
export { invitationRewards } from '../../modules/invitation/schema';
export { signIns } from '../../modules/session/schema';
export { contentPages } from '../../modules/content/schema';
export { remoteRegistry, remoteRegistryHistory, remoteOrigins, remoteLoadFailures } from '../../remotes/schema';
