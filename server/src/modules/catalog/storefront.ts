import type { Locale } from '@topup/shared/contract';
import type { LocaleTexts } from './schema';
import { STOREFRONTS } from '../setting';

/** The currency a locale's storefront sells in: the catalogue answers prices in it alone. */
export function currencyOf(locale: Locale): string {
  const storefront = STOREFRONTS.find((candidate) => candidate.locale === locale);
  if (!storefront) throw new Error(`No storefront for the locale ${locale}`);
  return storefront.currencyName;
}

/**
 * A catalogue text in the locale. mx, br and me fall back to English (me is English anyway),
 * English to Russian; every stored text has ru and en.
 */
export function textIn(texts: LocaleTexts, locale: Locale): string {
  return texts[locale] || texts.en || texts.ru;
}
