import { eq } from 'drizzle-orm';
import { orderNoSchema } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import type { Database } from '../../src/db/database';
import { userCoupons } from '../../src/db/schema';
import {
  consumeCoupon,
  couponCounts,
  grantCoupon,
  hasUnreadCoupons,
  markCouponsRead,
  releaseCoupon,
  reserveCoupon,
  usableFor,
} from '../../src/modules/coupon/coupons';
import { closeTemplates, testBackends } from '../support/backends';
import { createTemplate, createUser } from '../support/moneyFixtures';

/** The numbers of the orders that reserve coupons here (coupons know an order by its number only). */
const orderNo = (n: number) => orderNoSchema.parse(String(20260101000000000000n + BigInt(n)));

afterAll(closeTemplates);

const DAY = 24 * 60 * 60_000;
const NOW = new Date('2026-03-01T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const refusal = (code: number) => expect.objectContaining({ name: 'ApiError', code });

describe.each(testBackends())('coupons on $kind', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.migrated();
  });
  afterAll(() => database.close());

  const grant = (userId: bigint, templateId: bigint, now = NOW, grantKey?: string) =>
    grantCoupon(database.db, { userId, templateId, source: 'test', now, grantKey });
  const rub = (amountMinor: bigint, categoryIds: bigint[] = []) => ({ currencyName: 'RUB' as const, amountMinor, categoryIds });

  it('offers a coupon only at its threshold, in its currency, within its scope and before it expires', async () => {
    const userId = await createUser(database.db);
    const fixed = await createTemplate(database.db);
    const scoped = await createTemplate(database.db, {
      discountType: 'percent',
      discountAmountMinor: null,
      discountPercent: 10,
      maxDiscountMinor: 20_000n,
      thresholdMinor: 0n,
      scope: 'categories',
      categoryIds: [7n, 9n],
    });
    const dollars = await createTemplate(database.db, { currencyName: 'USD', discountAmountMinor: 200n, thresholdMinor: 1_000n });
    const window = await createTemplate(database.db, { validDays: null, validFrom: later(DAY), validTo: later(10 * DAY), thresholdMinor: 0n });
    for (const template of [fixed, scoped, dollars, window]) await grant(userId, template);

    const names = async (order: ReturnType<typeof rub>, now = NOW) =>
      (await usableFor(database.db, userId, order, now)).map((coupon) => [coupon.rule.couponId, coupon.discountMinor]);
    expect(await names(rub(49_999n))).toEqual([]);
    expect(await names(rub(50_000n))).toEqual([[String(fixed), 10_000]]);
    // 10 % of 3000 ₽ is 300 ₽, capped at 200 ₽: best discount first.
    expect(await names(rub(300_000n, [9n, 100n]))).toEqual([
      [String(scoped), 20_000],
      [String(fixed), 10_000],
    ]);
    expect(await names(rub(80_000n, [8n]))).toEqual([[String(fixed), 10_000]]);
    expect(await names({ currencyName: 'USD' as never, amountMinor: 1_000n, categoryIds: [] })).toEqual([[String(dollars), 200]]);
    // A window that has not opened yet, then opens; 30-day coupons expire.
    expect(await names(rub(20_000n), later(2 * DAY))).toEqual([[String(window), 10_000]]);
    // Never on an order it would leave with nothing to pay (a 0 order no pay way can take).
    expect(await names(rub(10_000n), later(2 * DAY))).toEqual([]);
    expect(await names(rub(60_000n), later(31 * DAY))).toEqual([]);
    expect(await couponCounts(database.db, userId, later(31 * DAY))).toEqual({ unused: 0, used: 0, expired: 4 });
  });

  it('locks a coupon for one order, uses it when paid, and gives it back when the order closes', async () => {
    const userId = await createUser(database.db);
    const coupon = await grant(userId, await createTemplate(database.db));
    const terms = { ...rub(60_000n), userId, userCouponId: coupon.id, now: NOW };
    const reserved = await reserveCoupon(database.db, { ...terms, orderNo: orderNo(1) });
    expect(reserved.discountMinor).toBe(10_000n);
    expect((await reserveCoupon(database.db, { ...terms, orderNo: orderNo(1) })).coupon.status).toBe('locked');
    await expect(reserveCoupon(database.db, { ...terms, orderNo: orderNo(2) })).rejects.toEqual(refusal(ResultCode.COUPON_ABNORMAL));
    expect(await couponCounts(database.db, userId, NOW)).toEqual({ unused: 0, used: 1, expired: 0 });

    expect(await releaseCoupon(database.db, orderNo(1))).toBe(true);
    expect(await releaseCoupon(database.db, orderNo(1))).toBe(false);
    await reserveCoupon(database.db, { ...terms, orderNo: orderNo(2) });
    const used = await consumeCoupon(database.db, orderNo(2), later(60_000));
    expect(used).toMatchObject({ status: 'used', orderNo: orderNo(2), usedAt: later(60_000) });
    expect(await consumeCoupon(database.db, orderNo(2), later(120_000))).toMatchObject({ usedAt: later(60_000) });
    expect(await releaseCoupon(database.db, orderNo(2))).toBe(false);
    expect(await consumeCoupon(database.db, orderNo(4), NOW)).toBeNull();
    await expect(reserveCoupon(database.db, { ...terms, orderNo: orderNo(3) })).rejects.toEqual(refusal(ResultCode.COUPON_ABNORMAL));
  });

  it('refuses a coupon of another user, below its threshold, expired, or for an order that already holds one', async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    const template = await createTemplate(database.db);
    const coupon = await grant(owner, template);
    const second = await grant(owner, template);
    const terms = { ...rub(60_000n), userCouponId: coupon.id, orderNo: orderNo(5), now: NOW };
    await expect(reserveCoupon(database.db, { ...terms, userId: stranger })).rejects.toEqual(refusal(ResultCode.COUPON_ABNORMAL));
    await expect(reserveCoupon(database.db, { ...terms, userId: owner, amountMinor: 100n })).rejects.toEqual(refusal(ResultCode.COUPON_ABNORMAL));
    await expect(reserveCoupon(database.db, { ...terms, userId: owner, now: later(40 * DAY) })).rejects.toEqual(refusal(ResultCode.COUPON_ABNORMAL));
    await reserveCoupon(database.db, { ...terms, userId: owner });
    await expect(reserveCoupon(database.db, { ...terms, userId: owner, userCouponId: second.id })).rejects.toEqual(
      refusal(ResultCode.COUPON_ABNORMAL),
    );
  });

  it('lets one of 50 concurrent orders reserve a coupon, and uses it once under 50 concurrent payments', async () => {
    const userId = await createUser(database.db);
    const coupon = await grant(userId, await createTemplate(database.db));
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        reserveCoupon(database.db, { ...rub(60_000n), userId, userCouponId: coupon.id, orderNo: orderNo(100 + index), now: NOW }),
      ),
    );
    const winners = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(attempt.reason).toEqual(refusal(ResultCode.COUPON_ABNORMAL));
    }
    const [locked] = await database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    const lockedBy = locked!.orderNo!;
    const consumed = await Promise.all(Array.from({ length: 50 }, (_, index) => consumeCoupon(database.db, lockedBy, later(index * 1000))));
    expect(new Set(consumed.map((row) => row?.usedAt?.getTime())).size).toBe(1);
    const [used] = await database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(used).toMatchObject({ status: 'used', orderNo: lockedBy });
  });

  it('keeps template limits (4006 quantity, 4007 per user) and grants a keyed coupon once', async () => {
    const userId = await createUser(database.db);
    const other = await createUser(database.db);
    const limited = await createTemplate(database.db, { perUserLimit: 1, totalQuantity: 2 });
    await grant(userId, limited);
    await expect(grant(userId, limited)).rejects.toEqual(refusal(ResultCode.COUPON_RECEIVE_LIMIT));
    await grant(other, limited);
    await expect(grant(await createUser(database.db), limited)).rejects.toEqual(refusal(ResultCode.COUPONS_USED_UP));
    const over = await createTemplate(database.db, { validDays: null, validTo: later(-DAY) });
    await expect(grant(userId, over)).rejects.toEqual(refusal(ResultCode.NO_DATA));

    const keyed = await createTemplate(database.db);
    const first = await grant(userId, keyed, NOW, 'welcome');
    expect((await grant(userId, keyed, NOW, 'welcome')).id).toBe(first.id);
  });

  it('tells about unread coupons until they are marked read', async () => {
    const userId = await createUser(database.db);
    expect(await hasUnreadCoupons(database.db, userId, NOW)).toBe(false);
    await grant(userId, await createTemplate(database.db));
    expect(await hasUnreadCoupons(database.db, userId, NOW)).toBe(true);
    expect(await hasUnreadCoupons(database.db, userId, later(31 * DAY))).toBe(false);
    expect(await markCouponsRead(database.db, userId, NOW)).toBe(1);
    expect(await hasUnreadCoupons(database.db, userId, NOW)).toBe(false);
    expect(await markCouponsRead(database.db, userId, NOW)).toBe(0);
  });
});
