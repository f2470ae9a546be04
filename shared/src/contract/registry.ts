import type { CallDefinition } from './defineCall';
import { healthCall } from './system';
import { anonymousBusinessSettingCall, businessSettingCall, currencySettingsCall } from './setting';
import { payWaysCall } from './order';
import {
  loginInCall,
  loginRegisterCall,
  oauthClientCall,
  oauthLogoutCall,
  oauthTokenCall,
  resetPasswordCall,
  sendVerificationCodeCall,
  verifyCodeCall,
} from './auth';
import { changePasswordCall, getUserInfoCall } from './user';
import { getUserBalanceAmountCall, getUserBalanceByCurrencyCall, getUserBalanceFlowByCurrencyCall, walletFlowCall } from './wallet';
import {
  cdkeyExchangeCall,
  couponCountCall,
  queryUnreadCouponCall,
  readCouponCall,
  rulesByCouponIdsCall,
  usableCouponListCall,
  userCouponPageListCall,
} from './coupon';

/** Every call of the API; the server registers and documents each one from this list. */
export const allCalls: readonly CallDefinition[] = [
  healthCall,
  currencySettingsCall,
  anonymousBusinessSettingCall,
  businessSettingCall,
  payWaysCall,
  sendVerificationCodeCall,
  verifyCodeCall,
  loginRegisterCall,
  loginInCall,
  resetPasswordCall,
  oauthTokenCall,
  oauthLogoutCall,
  oauthClientCall,
  getUserInfoCall,
  changePasswordCall,
  getUserBalanceAmountCall,
  getUserBalanceByCurrencyCall,
  getUserBalanceFlowByCurrencyCall,
  walletFlowCall,
  usableCouponListCall,
  userCouponPageListCall,
  rulesByCouponIdsCall,
  couponCountCall,
  queryUnreadCouponCall,
  readCouponCall,
  cdkeyExchangeCall,
];
