import { afterSaleNoSchema, isAfterSaleNo } from './afterSale';
import { oauthClientCall, oauthClientOf } from './auth';
import { evaluateConfigOf, evaluateConfigSchema } from './evaluate';
import { customerCouponIdOf, customerCouponIdSchema, idSchema, isId, isOrderNo, orderNoSchema } from './id';
import { isLocaleVersions, localeVersionsSchema } from './setting';
import { isRemotesConfig, remotesConfigSchema } from './system';
import { isRechargeNo, rechargeNoSchema } from './topup';

/** The first render's checks without zod must accept exactly what their schemas accept. */
const TEXTS = ['', '0', '1', '42', '9223372036854775807', '9223372036854775808', '12345678', '1234567', `${'9'.repeat(32)}`, `${'9'.repeat(33)}`, 'R12345678901234567890', 'R1234', 'abc', ' 42'];
const VALUES: unknown[] = [...TEXTS, 42, null, undefined, {}, []];

const twins: Array<[string, (value: unknown) => unknown, (value: unknown) => unknown]> = [
  ['isId', isId, (value) => idSchema.safeParse(value).success],
  ['customerCouponIdOf', customerCouponIdOf, (value) => customerCouponIdSchema.nullable().catch(null).parse(value ?? null)],
  ['isOrderNo', isOrderNo, (value) => orderNoSchema.safeParse(value).success],
  ['isAfterSaleNo', isAfterSaleNo, (value) => afterSaleNoSchema.safeParse(value).success],
  ['isRechargeNo', (value) => typeof value === 'string' && isRechargeNo(value), (value) => rechargeNoSchema.safeParse(value).success],
];

it.each(twins)('%s agrees with its schema', (_name, check, schema) => {
  for (const value of VALUES) expect({ value, result: check(value) }).toEqual({ value, result: schema(value) });
});

const MAPS: unknown[] = [
  {},
  { catalog: '/remotes/catalog/mf-manifest.json' },
  { catalog: '' },
  { shop: '/x' },
  { ru: 'a', mx: 'b', br: 'c', en: 'd', me: 'e' },
  { ru: 'a', mx: 'b', br: 'c', en: 'd' },
  { ru: 'a', mx: 'b', br: 'c', en: 'd', me: 'e', de: 'f' },
  { ru: 'a', mx: 'b', br: 'c', en: 'd', me: 1 },
  [],
  null,
  'text',
];

it('isRemotesConfig and isLocaleVersions agree with their schemas', () => {
  for (const value of MAPS) {
    expect({ value, remotes: isRemotesConfig(value), locales: isLocaleVersions(value) }).toEqual({
      value,
      remotes: remotesConfigSchema.safeParse(value).success,
      locales: localeVersionsSchema.safeParse(value).success,
    });
  }
});

it('evaluateConfigOf and oauthClientOf give what their schemas give', () => {
  const configs: unknown[] = [
    { maxScore: 5, reviewsPerPage: 10, textMaxLength: 500, extra: true },
    { maxScore: 11, reviewsPerPage: 10, textMaxLength: 500 },
    { maxScore: 5.5, reviewsPerPage: 10, textMaxLength: 500 },
    { maxScore: 5, reviewsPerPage: 10 },
    null,
  ];
  for (const value of configs) {
    const parsed = evaluateConfigSchema.safeParse(value);
    expect(evaluateConfigOf(value)).toEqual(parsed.success ? parsed.data : null);
  }
  const clients: unknown[] = [{ clientId: 'web', clientSecret: 's', redirectPath: '/login', other: 1 }, { clientId: 'web', clientSecret: 's' }, { clientId: 1, clientSecret: 's', redirectPath: '' }, 'web'];
  for (const value of clients) {
    const parsed = oauthClientCall.response.safeParse(value);
    expect(oauthClientOf(value)).toEqual(parsed.success ? parsed.data : null);
  }
});
