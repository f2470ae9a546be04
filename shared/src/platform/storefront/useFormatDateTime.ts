import { useCallback } from 'react';
import { dateTimeFormat } from './intlFormats';
import { useStorefront } from './useStorefront';

/**
 * Formats a time (ms since the epoch) in the current storefront's language, date and time of day
 * ('15 мая 2026 г., 14:05'), or the date alone. Before the settings arrive the browser's language.
 */
export function useFormatDateTime(): (ms: number, part?: 'dateTime' | 'date') => string {
  const language = useStorefront()?.language;
  return useCallback(
    (ms: number, part: 'dateTime' | 'date' = 'dateTime') =>
      dateTimeFormat(language, part === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
    [language],
  );
}
