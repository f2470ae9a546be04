import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';
import { DEFAULT_LOCALE } from '@topup/shared/contract';


/**
 * Starts the one i18next instance of the page. i18next and react-i18next are federation
 * singletons, so every remote's useTranslation reads this instance.
 */
export async function initI18n(locale: string = DEFAULT_LOCALE): Promise<i18n> {
  if (i18next.isInitialized) return i18next;
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { ru: { translation: ru }, en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
