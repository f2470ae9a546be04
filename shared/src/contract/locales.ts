/** The storefronts' locales, Russian first (the default). */
export const LOCALES = ['ru', 'mx', 'br', 'en', 'me'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'ru';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** What a storefront may switch on (spec, section 1). */
export const FEATURES = ['coupon', 'evaluate', 'balance'] as const;
export type Feature = (typeof FEATURES)[number];
