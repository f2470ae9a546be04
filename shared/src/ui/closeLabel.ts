import type { TFunction } from 'i18next';

/** Used until the locales get a `close` key; then `t('close')` wins. */
const CLOSE_FALLBACK: Readonly<Record<string, string>> = {
  ru: 'Закрыть',
  en: 'Close',
  me: 'Close',
  mx: 'Cerrar',
  br: 'Fechar',
};

export function closeLabel(t: TFunction, language: string | undefined): string {
  const fallback = CLOSE_FALLBACK[language ?? ''] ?? CLOSE_FALLBACK.ru ?? 'Close';
  return t('close', { defaultValue: fallback });
}
