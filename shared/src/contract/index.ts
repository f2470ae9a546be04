export { envelopeOf, ok, fail } from './envelope';
export type { Envelope } from './envelope';
export { defineCall, pathPlaceholders } from './defineCall';
export { addressOf, API_PREFIX, fillPlaceholders, withApiPrefix } from './callAddress';
export type { CallDefinition, CallAccess, CallRequest, CallResponse, HttpMethod } from './defineCall';
export { healthCall, remotesConfigSchema, isRemotesConfig } from './system';
export type { RemotesConfig } from './system';
export {
  storefrontSchema,
  currencySettingsCall,
  localeVersionsSchema,
  isLocaleVersions,
  localeTextsPath,
  anonymousBusinessSettingCall,
  businessSettingCall,
  BUSINESS_TYPE,
} from './setting';
export type { Storefront, LocaleVersions } from './setting';
export { LOCALES, DEFAULT_LOCALE, FEATURES, isLocale } from './locales';
export type { Locale, Feature } from './locales';
export * from './order';
export { BALANCE_PAY_WAY, offeredPayWays, orderPayList, RUSSIAN_CARD_PAY_WAY } from './payWayOrder';
export * from './payment';
export { QR_CODE_IMAGE_PATH, QR_CODE_TEXT_MAX_LENGTH, qrCodeImageUrl } from './qrCode';
export * from './player';
export {
  VERIFICATION_SCENES,
  OAUTH_GRANT_TYPES,
  sendVerificationCodeCall,
  verifyCodeCall,
  loginRegisterCall,
  loginInCall,
  resetPasswordCall,
  oauthTokenCall,
  oauthLogoutCall,
  oauthClientCall,
  oauthClientOf,
  oauthUserCall,
} from './auth';
export type { VerificationScene, OAuthTokens, OAuthClient } from './auth';
export { userInfoSchema, getUserInfoCall, changePasswordCall } from './user';
export type { UserInfoData } from './user';
export { pageRequestSchema, pageOf, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './paging';
export type { Page, PageRequest } from './paging';
export { moneySchema } from './money';
export {
  idSchema,
  isId,
  MAX_ID,
  LINK_SUFFIX,
  customerCouponIdSchema,
  customerCouponIdOf,
  couponTemplateIdSchema,
  orderNoSchema,
  isOrderNo,
  orderNoOf,
  payNoSchema,
} from './id';
export type { CustomerCouponId, CouponTemplateId, OrderNo } from './id';
export type { Money } from './money';
export * from './catalog';
export { HOME_PAGE_REQUESTS, SHELL_REQUESTS, productPageRequests, productReviewsRequest } from './pageRequests';
export { searchPageRequests } from './searchPageRequests';
export { MEMBER_CENTER_PAGE_REQUESTS, SIGNED_IN_SHELL_REQUESTS } from './signedInRequests';
export { orderConfirmPageRequests, orderPriceRequest } from './orderConfirmPageRequests';
export { EARLY_CALLS_ID, type EarlyCall } from './earlyCalls';
export {
  ORDER_CONFIRM_PATH,
  ORDER_CONFIRM_FLAG,
  orderItemSchema,
  productSpecDetailIdsSchema,
  orderSignatureSchema,
  orderConfirmQuerySchema,
  ORDER_SIGNATURE,
} from './orderConfirm';
export type { OrderItem, OrderConfirmQuery } from './orderConfirm';
export {
  CURRENCY_MINOR_DIGITS,
  CURRENCY_NAMES,
  currencyNameSchema,
  isCurrencyName,
  minorDigitsOf,
  amountMinorSchema,
  decimalToMinor,
  minorToDecimal,
} from './money';
export type { CurrencyName } from './money';
export { PAGE_SIZE_MAX, pageRequestShape } from './paging';
export {
  FLOW_TYPE,
  walletBalanceSchema,
  walletFlowSchema,
  getUserBalanceAmountCall,
  getUserBalanceByCurrencyCall,
  getUserBalanceFlowByCurrencyCall,
  walletFlowCall,
} from './wallet';
export type { FlowType, WalletBalance, WalletFlow } from './wallet';
export {
  localizedTextSchema,
  localizedText,
  COUPON_DISCOUNT_TYPES,
  COUPON_SCOPES,
  COUPON_TABS,
  USER_COUPON_STATUSES,
  couponRuleSchema,
  userCouponSchema,
  usableCouponSchema,
  couponCountSchema,
  usableCouponListCall,
  userCouponPageListCall,
  rulesByCouponIdsCall,
  couponCountCall,
  MY_COUPONS_PAGE_REQUESTS,
  queryUnreadCouponCall,
  readCouponCall,
  cdkeyExchangeCall,
} from './coupon';
export type { LocalizedText, CouponRule, UserCoupon, UserCouponStatus, UsableCoupon, CouponTab, CouponCount } from './coupon';
export { EVALUATE_CONFIG_PATH, evaluateConfigSchema, evaluateConfigOf } from './evaluate';
export type { EvaluateConfig } from './evaluate';
