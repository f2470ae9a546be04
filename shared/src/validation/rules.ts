/**
 * The validation rules as small pure functions. Each `check…` returns null when the value is
 * valid, else the translation key of the message to show (see ./messages). The zod schemas in
 * ./schemas wrap these, so the forms and the server apply exactly the same rules.
 */
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  CPF_LENGTH,
  INVITATION_PERIOD_MAX_MONTHS,
  MIN_PURCHASE_QUANTITY,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECHARGE_MAX_DECIMALS,
  RECHARGE_MAX_DIGITS,
  SINGLE_TRANSACTION_ITEM_LIMIT,
  VERIFICATION_CODE_LENGTH,
} from './constants';
import { ValidationMessage as M, type ValidationMessageKey } from './messages';

export type RuleResult = ValidationMessageKey | null;

// ---------------------------------------------------------------- e-mail

/**
 * Spec 5: letters, digits, underscore or hyphen before the at sign (groups of those may also be
 * joined by single dots, e.g. "ivan.petrov"), then dotted domain labels ending in a label of 2 to
 * 4 letters. Domain labels are letters, digits and inner hyphens. Latin letters only, as in the
 * spec's pattern; 254 characters at most (the SMTP limit).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;
export const EMAIL_MAX_LENGTH = 254;

export function checkEmail(value: string): RuleResult {
  const email = value.trim();
  if (email === '') return M.required;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return M.emailInvalid;
  return null;
}

export function isValidEmail(value: string): boolean {
  return checkEmail(value) === null;
}

// ---------------------------------------------------------------- phone

/**
 * Mobile number. The spec only says "correct mobile format", and the store sells in Russia,
 * Mexico, Brazil and the Middle East, so two forms are accepted:
 * - international, E.164-like: "+", a first digit 1-9, then 7 to 15 digits in all;
 * - Russian domestic: 8XXXXXXXXXX (11 digits), read as +7XXXXXXXXXX (which the first form covers).
 * Spaces, hyphens and parentheses typed for readability are ignored ("+7 (912) 345-67-89").
 * Per-country number plans (which prefixes are mobile) are NOT checked: the server and the SMS
 * provider reject numbers that do not exist (codes 204, 1043).
 */
export const PHONE_INTERNATIONAL_PATTERN = /^\+[1-9]\d{6,14}$/;
export const PHONE_RU_DOMESTIC_PATTERN = /^8\d{10}$/;
const PHONE_SEPARATORS = /[\s()-]/g;

/** The number in international form ("+79123456789"), or null when it is not a valid number. */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(PHONE_SEPARATORS, '');
  if (PHONE_RU_DOMESTIC_PATTERN.test(compact)) return `+7${compact.slice(1)}`;
  if (PHONE_INTERNATIONAL_PATTERN.test(compact)) return compact;
  return null;
}

export function checkPhone(value: string): RuleResult {
  if (value.trim() === '') return M.required;
  return normalizePhone(value) === null ? M.phoneInvalid : null;
}

export function isValidPhone(value: string): boolean {
  return checkPhone(value) === null;
}

// ---------------------------------------------------------------- password

/**
 * Password: 8 to 64 characters (counted as Unicode code points), at least one letter (any
 * alphabet, so Cyrillic counts) and at least one digit 0-9. Any other characters, spaces included,
 * are allowed and kept as typed (a password is never trimmed).
 */
export function checkPassword(value: string): RuleResult {
  if (value === '') return M.required;
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return M.passwordInvalid;
  if (!/\p{L}/u.test(value) || !/[0-9]/.test(value)) return M.passwordInvalid;
  return null;
}

export function isValidPassword(value: string): boolean {
  return checkPassword(value) === null;
}

/** Confirmation: required, then equal to the password. */
export function checkPasswordConfirmation(password: string, confirmation: string): RuleResult {
  if (confirmation === '') return M.required;
  return password === confirmation ? null : M.passwordsDoNotMatch;
}

// ---------------------------------------------------------------- verification code

const VERIFICATION_CODE_PATTERN = new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`);

/** Verification code: exactly 6 digits (surrounding spaces ignored). */
export function checkVerificationCode(value: string): RuleResult {
  const code = value.trim();
  if (code === '') return M.required;
  return VERIFICATION_CODE_PATTERN.test(code) ? null : M.codeInvalid;
}

// ---------------------------------------------------------------- recharge amount

const AMOUNT_PATTERN = /^(-)?([0-9]+)(?:\.([0-9]+))?$/;

function amountText(value: string | number): string {
  return (typeof value === 'number' ? String(value) : value).trim().replace(',', '.');
}

/**
 * Recharge amount, typed as text or given as a number. A decimal comma is accepted (ru, mx, br
 * keyboards). Greater than 0 (else the server's text for 7004), at most 8 digits before the
 * decimal point (leading zeros not counted), at most 2 after it.
 */
export function checkRechargeAmount(value: string | number): RuleResult {
  if (typeof value === 'number' && !Number.isFinite(value)) return M.amountInvalid;
  const text = amountText(value);
  if (text === '') return M.required;
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return M.amountInvalid;
  if (match[1] === '-' || Number(text) <= 0) return M.amountNotPositive;
  const integerDigits = (match[2] ?? '').replace(/^0+(?=[0-9])/, '');
  if (integerDigits.length > RECHARGE_MAX_DIGITS) return M.amountTooManyDigits;
  if ((match[3] ?? '').length > RECHARGE_MAX_DECIMALS) return M.amountTooManyDecimals;
  return null;
}

/** The amount as a number, or null when checkRechargeAmount rejects it. */
export function parseRechargeAmount(value: string | number): number | null {
  return checkRechargeAmount(value) === null ? Number(amountText(value)) : null;
}

// ---------------------------------------------------------------- CPF

const CPF_DIGITS_PATTERN = new RegExp(`^[0-9]{${CPF_LENGTH}}$`);
const CPF_FORMATTED_PATTERN = /^[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}$/;

function cpfCheckDigit(digits: readonly number[], count: number): number {
  let sum = 0;
  for (let i = 0; i < count; i += 1) sum += (digits[i] ?? 0) * (count + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * The CPF as its 11 digits, or null. Accepted notations: "12345678909" and "123.456.789-09"
 * (surrounding spaces ignored). Both check digits must be right; 11 identical digits
 * ("111.111.111-11"), which pass the arithmetic, are rejected as the Receita Federal does.
 */
export function normalizeCpf(value: string): string | null {
  const text = value.trim();
  if (!CPF_DIGITS_PATTERN.test(text) && !CPF_FORMATTED_PATTERN.test(text)) return null;
  const digitsText = text.replace(/[.-]/g, '');
  if (/^([0-9])\1*$/.test(digitsText)) return null;
  const digits = [...digitsText].map(Number);
  if (cpfCheckDigit(digits, 9) !== digits[9]) return null;
  if (cpfCheckDigit(digits, 10) !== digits[10]) return null;
  return digitsText;
}

export function checkCpf(value: string): RuleResult {
  if (value.trim() === '') return M.required;
  return normalizeCpf(value) === null ? M.cpfInvalid : null;
}

export function isValidCpf(value: string): boolean {
  return checkCpf(value) === null;
}

// ---------------------------------------------------------------- coupon code

const COUPON_PATTERN = new RegExp(`^[A-Za-z0-9-]{${COUPON_CODE_MIN_LENGTH},${COUPON_CODE_MAX_LENGTH}}$`);

/** Coupon code: required; after trimming 4 to 32 Latin letters, digits or hyphens. */
export function checkCouponCode(value: string): RuleResult {
  const code = value.trim();
  if (code === '') return M.required;
  return COUPON_PATTERN.test(code) ? null : M.couponInvalid;
}

// ---------------------------------------------------------------- purchase quantity

/**
 * The largest quantity allowed: the product's purchase limit, never above the single-transaction
 * limit of 1000 items. A limit that is not a finite number counts as "no product limit".
 */
export function maxPurchaseQuantity(limit: number): number {
  if (!Number.isFinite(limit)) return SINGLE_TRANSACTION_ITEM_LIMIT;
  return Math.min(Math.floor(limit), SINGLE_TRANSACTION_ITEM_LIMIT);
}

/** Purchase quantity: a whole number from 1 to maxPurchaseQuantity(limit). Text digits accepted. */
export function checkPurchaseQuantity(value: number | string, limit: number): RuleResult {
  let quantity: number;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return M.required;
    if (!/^[0-9]+$/.test(text)) return M.quantityInvalid;
    quantity = Number(text);
  } else {
    quantity = value;
  }
  if (!Number.isSafeInteger(quantity) || quantity < MIN_PURCHASE_QUANTITY) return M.quantityInvalid;
  if (quantity > maxPurchaseQuantity(limit)) return M.quantityTooLarge;
  return null;
}

/** What the quantity of one SKU depends on (the catalogue's SKU has these fields). */
export interface QuantityBounds {
  /** The SKU's own most units per order. */
  purchaseLimit: number;
  /** Units left; null when the SKU is not stock-limited. */
  stock: number | null;
  /** false when the SKU cannot be bought at all right now. */
  available?: boolean;
}

/**
 * The most units of one SKU a customer can put in one order: the smallest of its purchase limit,
 * its stock (when it has one) and the single-transaction limit of 1000. 0 means none can be
 * bought (sold out or unavailable), so the page disables the buy button instead of offering 1.
 */
export function skuQuantityLimit(bounds: QuantityBounds): number {
  if (bounds.available === false) return 0;
  const limit = maxPurchaseQuantity(Math.min(bounds.purchaseLimit, bounds.stock ?? Infinity));
  return Math.max(0, limit);
}

/**
 * A quantity brought back into 1..max (a whole number; 1 for anything unreadable). With max 0
 * nothing can be bought and the answer is 0.
 */
export function clampQuantity(quantity: number, max: number): number {
  if (max < MIN_PURCHASE_QUANTITY) return 0;
  if (!Number.isFinite(quantity)) return MIN_PURCHASE_QUANTITY;
  return Math.min(Math.max(Math.trunc(quantity), MIN_PURCHASE_QUANTITY), max);
}

// ---------------------------------------------------------------- invitation period

/** A day of the calendar, with no time and no time zone. month is 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const DATE_TEXT_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[ T].*)?$/;

/**
 * The calendar day of a date picker value: "YYYY-MM-DD" (a time after it, as in the spec's
 * "YYYY-MM-DD HH:mm:ss", is ignored) or a Date (its local day). Null when it is not a real day.
 */
export function toCalendarDate(value: string | Date): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = DATE_TEXT_PATTERN.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** "YYYY-MM-DD" of a calendar day. */
export function formatCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The same day n months later; a day missing in that month becomes its last day (Feb 29 + 12 months = Feb 28). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Invitation query period: both days given, start not after end, and end at most 12 months after
 * start (2025-01-15 to 2026-01-15 is allowed, to 2026-01-16 is not). Both days count whole.
 */
export function checkInvitationPeriod(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
): RuleResult {
  if (start == null || end == null || start === '' || end === '') return M.required;
  const from = toCalendarDate(start);
  const to = toCalendarDate(end);
  if (!from || !to) return M.dateInvalid;
  if (compareCalendarDates(from, to) > 0) return M.periodStartAfterEnd;
  if (compareCalendarDates(to, addMonths(from, INVITATION_PERIOD_MAX_MONTHS)) > 0) return M.periodTooLong;
  return null;
}

// ---------------------------------------------------------------- simple required fields

/** Order full name: required; surrounding spaces do not count. */
export function checkFullName(value: string): RuleResult {
  return value.trim() === '' ? M.required : null;
}
