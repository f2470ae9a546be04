export { envelopeOf, ok, fail } from './envelope';
export type { Envelope } from './envelope';
export { defineCall, pathPlaceholders } from './defineCall';
export type { CallDefinition, CallAccess, CallRequest, CallResponse, HttpMethod } from './defineCall';
export { healthCall, remotesConfigSchema } from './system';
export type { RemotesConfig } from './system';
export { allCalls } from './registry';
export {
  storefrontSchema,
  currencySettingsCall,
  localeVersionsSchema,
  anonymousBusinessSettingCall,
  businessSettingCall,
  BUSINESS_TYPE,
} from './setting';
export type { Storefront, LocaleVersions } from './setting';
export { LOCALES, DEFAULT_LOCALE, FEATURES, isLocale } from './locales';
export type { Locale, Feature } from './locales';
export { payWaySchema, payWaysCall, payWayIdOf } from './order';
export type { PayWay } from './order';
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
} from './auth';
export type { VerificationScene, OAuthTokens } from './auth';
export { userInfoSchema, getUserInfoCall, changePasswordCall } from './user';
export type { UserInfoData } from './user';
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
export { PAGE_SIZE_MAX, DEFAULT_PAGE_SIZE, pageRequestShape, pageOf } from './paging';
export type { Page, PageRequest } from './paging';
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
  queryUnreadCouponCall,
  readCouponCall,
  cdkeyExchangeCall,
} from './coupon';
export type { LocalizedText, CouponRule, UserCoupon, UserCouponStatus, UsableCoupon, CouponTab, CouponCount } from './coupon';
