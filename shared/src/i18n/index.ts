export { initI18n } from './initI18n';
export { usePageTitle } from './usePageTitle';
