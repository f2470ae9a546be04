import type { Money, Storefront } from '@topup/shared/contract';
import { numberFormat } from './intlFormats';

/** How one currency is written: in which language, with how many digits after the point. */
export interface MoneyFormat {
  /** BCP 47 language of the storefront's texts (ru, es-MX, pt-BR, en); undefined: the browser's. */
  language: string | undefined;
  /** Digits of the currency's minor unit (2 for kopecks and cents). */
  minorDigits: number;
}

const DEFAULT_MINOR_DIGITS = 2;

/** Integer minor units as an exact decimal text (12345, 2 -> "123.45"), never through a float. */
function decimalText(amount: number, minorDigits: number): string {
  const digits = Math.trunc(Math.abs(amount)).toString().padStart(minorDigits + 1, '0');
  const sign = amount < 0 ? '-' : '';
  if (minorDigits === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -minorDigits)}.${digits.slice(-minorDigits)}`;
}

/** Whether the formatted amount's only currency sign is "$" (no "US$", "R$" or code). */
function isBareDollar(text: string): boolean {
  return /(^|[^A-Za-z])\$/.test(text) && !/[A-Za-z]\$/.test(text);
}

/**
 * An amount in the storefront's way: "1 234,50 ₽" in Russian, "R$ 1.234,50" in Brazil, "$1,234.50 MXN" in Mexico. A code
 * Intl does not know as a currency (USDT) is written after the number instead.
 */
export function formatMoney(money: Money, format: MoneyFormat): string {
  const value = decimalText(money.amount, format.minorDigits) as Intl.StringNumericLiteral;
  const digits = { minimumFractionDigits: format.minorDigits, maximumFractionDigits: format.minorDigits };
  try {
    const text = numberFormat(format.language, { style: 'currency', currency: money.currencyName, ...digits }).format(value);
    // Mexico writes its peso as a bare "$", which a buyer abroad reads as dollars: name it, as Mexican shops do.
    return isBareDollar(text) && money.currencyName !== 'USD' ? `${text} ${money.currencyName}` : text;
  } catch {
    return `${numberFormat(format.language, digits).format(value)} ${money.currencyName}`;
  }
}

/**
 * The format of a currency: the current storefront's language, and the minor digits of the
 * storefront selling in that currency (the current one first).
 */
export function moneyFormatOf(currencyName: string, current: Storefront | undefined, all: readonly Storefront[] = []): MoneyFormat {
  const seller = [current, ...all].find((storefront) => storefront?.currencyName === currencyName);
  return { language: current?.language, minorDigits: seller?.minorDigits ?? DEFAULT_MINOR_DIGITS };
}
