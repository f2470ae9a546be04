export { initI18n, changeLocale, preferredLocale } from './initI18n';
export { loadLocaleTexts } from './localeTexts';
export type { LocaleResource } from './localeTexts';
export { usePageTitle } from './usePageTitle';
