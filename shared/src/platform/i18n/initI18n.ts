import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@topup/shared/contract';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@topup/shared/remotes';
import { sessionStore, storage } from '@topup/shared/session';
import { loadLocaleTexts, type LocaleResource } from './localeTexts';

const LOCALE_KEY = 'locale';

/**
 * The BCP 47 language i18next works in for each store locale. i18next picks plural forms by its
 * language code, and the store's codes are not languages: 'br' alone is Breton (one, two, few,
 * many) and 'mx' none at all. me is the Middle East storefront, in English.
 */
export const LOCALE_LANGUAGE: Readonly<Record<Locale, string>> = {
  ru: 'ru',
  mx: 'es-MX',
  br: 'pt-BR',
  en: 'en',
  me: 'en-AE',
};

/** The locale the visitor chose before (kept in local storage), or the default. */
export function preferredLocale(): Locale {
  const stored = storage.get<string>(LOCALE_KEY, 'local');
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

function applyLocale(locale: Locale): void {
  sessionStore.getState().setLocale(locale);
  if (typeof document === 'undefined') return;
  // lang for screen readers and hyphenation ('br' would read as Breton); data-locale for the store.
  document.documentElement.lang = LOCALE_LANGUAGE[locale];
  document.documentElement.dataset.locale = locale;
  // The server reads it to write the next page's first answers in this locale (firstAnswers.ts there).
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Starts the one i18next instance of the page. i18next and react-i18next are federation
 * singletons, so every remote's useTranslation reads this instance. Texts come from the server
 * unless given (tests, see i18n/testing). No fallback language: a missing key shows as the key,
 * which the locale tests forbid.
 */
export async function initI18n(locale: Locale = preferredLocale(), texts?: LocaleResource): Promise<i18n> {
  const resource = texts ?? (await loadLocaleTexts(locale));
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: LOCALE_LANGUAGE[locale],
      fallbackLng: false,
      resources: { [LOCALE_LANGUAGE[locale]]: { translation: resource } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else {
    i18next.addResourceBundle(LOCALE_LANGUAGE[locale], 'translation', resource, true, true);
    await i18next.changeLanguage(LOCALE_LANGUAGE[locale]);
  }
  applyLocale(locale);
  return i18next;
}

/** The locale the visitor asked for last: its texts may arrive after those of a later choice. */
let lastAsked: Locale | undefined;

/**
 * Switches the whole page to another locale and keeps the choice for the next visit. A choice
 * made while its texts were on their way gives way to the next one (its texts stay loaded).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  lastAsked = locale;
  const language = LOCALE_LANGUAGE[locale];
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadLocaleTexts(locale), true, true);
  }
  if (lastAsked !== locale) return;
  await i18next.changeLanguage(language);
  storage.set(LOCALE_KEY, locale, 'local');
  applyLocale(locale);
}
