import { randomBytes } from 'node:crypto';
import { couponTemplates, users } from '../../src/db/schema';
import type { DbHandle } from '../../src/db/database';
import { bearer, signIn, type AccountsStore } from '../auth/accountsStore';

/** A bare account (no password), for service-level tests of the wallet and coupons. */
export async function createUser(db: DbHandle, email = `u${randomBytes(4).toString('hex')}@example.com`): Promise<bigint> {
  const [user] = await db
    .insert(users)
    .values({ email, nickname: email.split('@')[0] as string, inviteCode: randomBytes(5).toString('hex').toUpperCase() })
    .returning({ id: users.id });
  return user!.id;
}

export type TemplateValues = Partial<typeof couponTemplates.$inferInsert>;

/** A RUB coupon template: 100 ₽ off from 500 ₽, any product, valid 30 days after receipt, unless overridden. */
export async function createTemplate(db: DbHandle, values: TemplateValues = {}): Promise<bigint> {
  const [template] = await db
    .insert(couponTemplates)
    .values({
      name: { ru: 'Скидка 100 ₽', en: '100 RUB off' },
      currencyName: 'RUB',
      discountType: 'amount',
      discountAmountMinor: 10_000n,
      thresholdMinor: 50_000n,
      validDays: 30,
      ...values,
    })
    .returning({ id: couponTemplates.id });
  return template!.id;
}

/** A signed-in customer of a test store: their id and calls made with their token. */
export async function signedInCustomer(store: AccountsStore, email: string, scene: 'register' | 'login' = 'register') {
  const { tokens } = await signIn(store, email, scene);
  const headers = bearer(tokens.access_token);
  const info = await store.app.inject({ method: 'GET', url: '/api/user/front/user/getUserInfo', headers });
  const userId = BigInt(info.json().data.id as string);
  const get = async (url: string, query: Record<string, string | number | undefined> = {}) => {
    const entries = Object.entries(query).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]]));
    const search = new URLSearchParams(entries).toString();
    return store.app.inject({ method: 'GET', url: search ? `${url}?${search}` : url, headers });
  };
  const post = async (url: string, payload: object) => store.app.inject({ method: 'POST', url, headers, payload });
  return { userId, headers, get, post };
}
