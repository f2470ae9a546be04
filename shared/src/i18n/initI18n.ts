import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@topup/shared/contract';
import { sessionStore, storage } from '@topup/shared/session';
import { loadLocaleTexts, type LocaleResource } from './localeTexts';

const LOCALE_KEY = 'locale';

/** The locale the visitor chose before (kept in local storage), or the default. */
export function preferredLocale(): Locale {
  const stored = storage.get<string>(LOCALE_KEY, 'local');
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

function applyLocale(locale: Locale): void {
  sessionStore.getState().setLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
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
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { translation: resource } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else {
    i18next.addResourceBundle(locale, 'translation', resource, true, true);
    await i18next.changeLanguage(locale);
  }
  applyLocale(locale);
  return i18next;
}

/** Switches the whole page to another locale and keeps the choice for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadLocaleTexts(locale), true, true);
  }
  await i18next.changeLanguage(locale);
  storage.set(LOCALE_KEY, locale, 'local');
  applyLocale(locale);
}
