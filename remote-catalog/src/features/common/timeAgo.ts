import { relativeTimeFormat } from '@topup/shared/storefront';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "5 минут назад", "hace 2 horas": a past moment relative to now, in the given language. */
export function timeAgo(time: number, now: number, language: string | undefined): string {
  let value = Math.max(0, Math.round((now - time) / 1000));
  for (const [unit, size] of STEPS) {
    if (value < size) return relativeTimeFormat(language, { numeric: 'auto' }).format(-value, unit);
    value = Math.floor(value / size);
  }
  return '';
}
