export { useStorefronts, useStorefront, useFeature } from './useStorefront';
export { formatMoney, moneyFormatOf } from './money';
export type { MoneyFormat } from './money';
export { useFormatMoney } from './useFormatMoney';
export { useLocale, useLocaleQuery, localeQueryKey } from './useLocaleQuery';
export type { LocaleQueryOptions, PayloadWithoutLocale } from './useLocaleQuery';
