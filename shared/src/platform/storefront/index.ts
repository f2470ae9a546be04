export { useStorefronts, useStorefront, useFeature, STOREFRONTS_QUERY_KEY } from './useStorefront';
export { formatMoney, moneyFormatOf } from './money';
export type { MoneyFormat } from './money';
export { useFormatMoney } from './useFormatMoney';
export { useFormatDateTime } from './useFormatDateTime';
export { useLocale, useLocaleQuery, localeQueryKey } from './useLocaleQuery';
export type { LocaleQueryOptions, PayloadWithoutLocale } from './useLocaleQuery';
export { useCustomerQuery, customerQueryKey, CUSTOMER_QUERY_ROOT } from './useCustomerQuery';
export { hostedPage, isWebAddress } from './hostedPage';
