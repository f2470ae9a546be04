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
import { afterSaleCalls } from '@topup/shared/contract/afterSale';
import { formCalls } from '@topup/shared/contract/form';
import { topupCalls } from '@topup/shared/contract/topup';
import { contentPageCall } from '@topup/shared/contract/content';
import { invitationCalls } from '@topup/shared/contract/invitation';
import { sessionCalls } from '@topup/shared/contract/sessions';

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
