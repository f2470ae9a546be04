import { and, eq, isNull } from 'drizzle-orm';
import { FLOW_TYPE } from '@topup/shared/contract';
import { ensureAccount } from '../src/modules/auth/accounts';
import { grantCoupon } from '../src/modules/coupon/coupons';
import { credit } from '../src/modules/wallet/ledger';
import type { DbHandle } from '../src/db/database';
import { couponCodes, couponTemplates, userCoupons } from '../src/db/schema';

/**
 * The demo customer (README and docs/money.md name these): a wallet with roubles and dollars and
 * a few coupons, one of them unread so the coupon pop-up shows after signing in.
 * The address ends in .test (reserved, never a real domain): the spec's e-mail rule wants a top
 * level label of 2 to 4 letters, so the sign-in form would refuse .local.
 */
export const DEMO_CUSTOMER = { email: 'demo@topup.test', password: 'Demo2026' } as const;

type TemplateValues = Omit<typeof couponTemplates.$inferInsert, 'id' | 'key' | 'issuedCount' | 'createdAt'>;

const DEMO_TEMPLATES: Record<string, TemplateValues> = {
  'demo-rub-100': {
    name: { ru: 'Скидка 100 ₽', mx: '100 ₽ de descuento', br: '100 ₽ de desconto', en: '100 ₽ off', me: '100 ₽ off' },
    description: { ru: 'На заказ от 500 ₽', mx: 'En pedidos desde 500 ₽', br: 'Em pedidos a partir de 500 ₽', en: 'On orders from 500 ₽', me: 'On orders from 500 ₽' },
    currencyName: 'RUB',
    discountType: 'amount',
    discountAmountMinor: 10_000n,
    thresholdMinor: 50_000n,
    validDays: 30,
  },
  'demo-rub-10pct': {
    name: { ru: '−10 % на всё', mx: '−10 % en todo', br: '−10% em tudo', en: '10% off everything', me: '10% off everything' },
    description: { ru: 'Скидка не больше 300 ₽', mx: 'Descuento de hasta 300 ₽', br: 'Desconto de até 300 ₽', en: 'Up to 300 ₽ off', me: 'Up to 300 ₽ off' },
    currencyName: 'RUB',
    discountType: 'percent',
    discountPercent: 10,
    maxDiscountMinor: 30_000n,
    thresholdMinor: 0n,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validTo: new Date('2030-12-31T21:00:00Z'),
  },
  'demo-mxn-50': {
    name: { ru: 'Скидка 50 MXN', mx: '$50 de descuento', br: '50 MXN de desconto', en: '50 MXN off', me: '50 MXN off' },
    description: { ru: 'На заказ от 300 MXN', mx: 'En pedidos desde $300', br: 'Em pedidos a partir de 300 MXN', en: 'On orders from 300 MXN', me: 'On orders from 300 MXN' },
    currencyName: 'MXN',
    discountType: 'amount',
    discountAmountMinor: 5_000n,
    thresholdMinor: 30_000n,
    validDays: 30,
  },
  'demo-brl-10': {
    name: { ru: 'Скидка 10 BRL', mx: '10 BRL de descuento', br: 'R$ 10 de desconto', en: '10 BRL off', me: '10 BRL off' },
    description: { ru: 'На заказ от 50 BRL', mx: 'En pedidos desde 50 BRL', br: 'Em pedidos a partir de R$ 50', en: 'On orders from 50 BRL', me: 'On orders from 50 BRL' },
    currencyName: 'BRL',
    discountType: 'amount',
    discountAmountMinor: 1_000n,
    thresholdMinor: 5_000n,
    validDays: 30,
  },
};

/** Exchange codes a tester can type on the coupon page (docs/money.md). */
const DEMO_CODES: { code: string; template: keyof typeof DEMO_TEMPLATES; maxUses?: number }[] = [
  { code: 'WELCOME100', template: 'demo-rub-100' },
  { code: 'SALE10', template: 'demo-rub-10pct' },
  { code: 'HOLA50', template: 'demo-mxn-50' },
  { code: 'OLA10', template: 'demo-brl-10' },
  { code: 'ONCE-ONLY', template: 'demo-rub-100', maxUses: 1 },
];

const DAY_MS = 24 * 60 * 60_000;

/**
 * Idempotent: templates are upserted by key, codes inserted once, balances credited and coupons
 * granted under fixed keys, so every start leaves the same demo and keeps what a tester changed
 * (a dismissed pop-up stays dismissed, a spent balance stays spent).
 */
export async function seedDemoMoney(db: DbHandle, now: Date): Promise<void> {
  const templateIds = new Map<string, bigint>();
  for (const [key, values] of Object.entries(DEMO_TEMPLATES)) {
    const full = { discountAmountMinor: null, discountPercent: null, maxDiscountMinor: null, validFrom: null, validTo: null, validDays: null, ...values };
    const [row] = await db
      .insert(couponTemplates)
      .values({ key, ...full })
      .onConflictDoUpdate({ target: couponTemplates.key, set: full })
      .returning({ id: couponTemplates.id });
    templateIds.set(key, row!.id);
  }
  await db
    .insert(couponCodes)
    .values(DEMO_CODES.map(({ code, template, maxUses }) => ({ code, templateId: templateIds.get(template)!, maxUses: maxUses ?? null })))
    .onConflictDoNothing();

  const userId = await ensureAccount(db, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, now);
  await credit(db, { userId, currencyName: 'RUB', amountMinor: 500_000n, flowType: FLOW_TYPE.TOP_UP, idempotencyKey: 'demo:rub', remark: 'Demo' });
  await credit(db, { userId, currencyName: 'USD', amountMinor: 5_000n, flowType: FLOW_TYPE.TOP_UP, idempotencyKey: 'demo:usd', remark: 'Demo' });

  const grant = (template: string, grantKey: string, receivedAt = now) =>
    grantCoupon(db, { userId, templateId: templateIds.get(template)!, source: 'seed', grantKey, now: receivedAt });
  await grant('demo-rub-100', 'demo:welcome');
  const read = [await grant('demo-rub-10pct', 'demo:sale'), await grant('demo-rub-100', 'demo:expired', new Date(now.getTime() - 40 * DAY_MS))];
  for (const coupon of read) {
    await db.update(userCoupons).set({ readAt: now }).where(and(eq(userCoupons.id, coupon.id), isNull(userCoupons.readAt)));
  }
}
