/**
 * Intl's formatters, made once per language and options and then reused: making one costs
 * milliseconds (tens on a slow phone, for the first of a language), using one costs nothing, and a
 * page formats every price, rating and date of its cards.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function reused<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(kind: string, language: string | undefined, options: object, make: () => T): T {
  const key = `${kind} ${language ?? ''} ${JSON.stringify(options)}`;
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export function numberFormat(language: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return reused('number', language, options, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(language: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return reused('dateTime', language, options, () => new Intl.DateTimeFormat(language, options));
}

export function relativeTimeFormat(language: string | undefined, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return reused('relativeTime', language, options, () => new Intl.RelativeTimeFormat(language, options));
}
