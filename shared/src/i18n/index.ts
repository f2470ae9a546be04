export { initI18n, DEFAULT_LOCALE } from './initI18n';
export { usePageTitle } from './usePageTitle';
