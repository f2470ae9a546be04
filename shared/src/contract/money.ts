import { z } from 'zod';

/**
 * Every currency the store keeps money in, with the number of digits of its minor unit: the one
 * place that says how many minor units make one unit (docs/money.md). Amounts are always integer
 * counts of minor units; a currency not listed here cannot hold money.
 * USDT is kept at 6 digits, the precision of the token on TRC20.
 */
export const CURRENCY_MINOR_DIGITS = {
  RUB: 2,
  USD: 2,
  BRL: 2,
  MXN: 2,
  SAR: 2,
  USDT: 6,
} as const;

export type CurrencyName = keyof typeof CURRENCY_MINOR_DIGITS;

export const CURRENCY_NAMES = Object.keys(CURRENCY_MINOR_DIGITS) as CurrencyName[];

export const currencyNameSchema = z.enum(CURRENCY_NAMES as [CurrencyName, ...CurrencyName[]]);

export function isCurrencyName(value: unknown): value is CurrencyName {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_MINOR_DIGITS, value);
}

export function minorDigitsOf(currencyName: CurrencyName): number {
  return CURRENCY_MINOR_DIGITS[currencyName];
}

/**
 * An amount in minor units as JSON carries it: a safe integer (16+ digit numbers would reach the
 * browser as strings; no wallet comes near 2^53 minor units).
 */
export const amountMinorSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** "1234.5" in RUB is 123450n; null for text that is not a non-negative amount with at most the currency's decimals. */
export function decimalToMinor(text: string, currencyName: CurrencyName): bigint | null {
  const digits = minorDigitsOf(currencyName);
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return BigInt(match[1] as string) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}

/** 123450 in RUB is "1234.50": exact decimal text, for display formatting and forms. */
export function minorToDecimal(amountMinor: bigint | number, currencyName: CurrencyName): string {
  const digits = minorDigitsOf(currencyName);
  const value = BigInt(amountMinor);
  const sign = value < 0n ? '-' : '';
  const text = (value < 0n ? -value : value).toString().padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * An amount of money: integer minor units of a currency (kopecks, cents, centavos), never a float.
 * The currency's number of minor digits is CURRENCY_MINOR_DIGITS (and its storefront's minorDigits).
 */
export const moneySchema = z.object({
  currencyName: z.string().regex(/^[A-Z]{3,4}$/),
  amount: z.number().int().min(0),
});
export type Money = z.infer<typeof moneySchema>;
