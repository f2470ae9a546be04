import type { FastifyInstance } from 'fastify';
import {
  cdkeyExchangeCall,
  couponCountCall,
  queryUnreadCouponCall,
  readCouponCall,
  rulesByCouponIdsCall,
  usableCouponListCall,
  userCouponPageListCall,
} from '@topup/shared/contract';
import { callerOf } from '../../app/authenticate';
import { pageAnswer } from '../../app/paging';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { exchangeCode } from './cdkeys';
import { ruleView, userCouponView } from './couponRules';
import {
  couponCounts,
  couponPage,
  hasUnreadCoupons,
  markCouponsRead,
  templatesByIds,
  usableFor,
  userCouponWithTemplate,
} from './coupons';

/** The caller's coupons, the market's coupon rules and code exchange. Orders use coupons.ts directly. */
export async function couponRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps.database;
  const userIdOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;

  registerCall(app, usableCouponListCall, ({ currencyName, amountMinor, categoryIds }, { request }) =>
    usableFor(db, userIdOf(request), { currencyName, amountMinor: BigInt(amountMinor), categoryIds: (categoryIds ?? []).map(BigInt) }, deps.now()),
  );
  registerCall(app, userCouponPageListCall, async ({ pageNum, pageSize, tab }, { request }) => {
    const page = { pageNum, pageSize };
    return pageAnswer(page, await couponPage(db, userIdOf(request), tab, page, deps.now()));
  });
  registerCall(app, rulesByCouponIdsCall, async ({ couponIds }) => (await templatesByIds(db, couponIds.map(BigInt))).map(ruleView));
  registerCall(app, couponCountCall, (_payload, { request }) => couponCounts(db, userIdOf(request), deps.now()));
  registerCall(app, queryUnreadCouponCall, (_payload, { request }) => hasUnreadCoupons(db, userIdOf(request), deps.now()));
  registerCall(app, readCouponCall, async (_payload, { request }) => ({ marked: await markCouponsRead(db, userIdOf(request), deps.now()) }));
  registerCall(app, cdkeyExchangeCall, async ({ code }, { request }) => {
    const now = deps.now();
    const coupon = await exchangeCode(db, userIdOf(request), code, now);
    const { template } = await userCouponWithTemplate(db, coupon.id);
    return userCouponView(coupon, template, now);
  });
}
