import type { CallDefinition } from './defineCall';
import { healthCall } from './system';
import { anonymousBusinessSettingCall, businessSettingCall, currencySettingsCall } from './setting';
import { orderCalls } from './order';
import { paymentCalls } from './payment';
import { playerCalls } from './player';
import {
  loginInCall,
  loginRegisterCall,
  oauthClientCall,
  oauthLogoutCall,
  oauthTokenCall,
  oauthUserCall,
  resetPasswordCall,
  sendVerificationCodeCall,
  verifyCodeCall,
} from './auth';
import { changePasswordCall, getUserInfoCall } from './user';
import { catalogCalls } from './catalog';
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
import { afterSaleCalls } from './afterSale';
import { formCalls } from './form';
import { topupCalls } from './topup';
import { contentPageCall } from './content';
import { invitationCalls } from './invitation';
import { sessionCalls } from './sessions';

/** Every call of the API; the server registers and documents each one from this list. */
export const allCalls: readonly CallDefinition[] = [
  healthCall,
  currencySettingsCall,
  anonymousBusinessSettingCall,
  businessSettingCall,
  sendVerificationCodeCall,
  verifyCodeCall,
  loginRegisterCall,
  loginInCall,
  resetPasswordCall,
  oauthTokenCall,
  oauthLogoutCall,
  oauthClientCall,
  oauthUserCall,
  getUserInfoCall,
  changePasswordCall,
  ...catalogCalls,
  ...orderCalls,
  ...paymentCalls,
  ...playerCalls,
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
  ...afterSaleCalls,
  ...formCalls,
  ...topupCalls,
  ...invitationCalls,
  ...sessionCalls,
  contentPageCall,
];
