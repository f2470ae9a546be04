import type { AccountField, AccountValues } from '@topup/shared/contract';
import type { Parser } from '@topup/shared/ui';
import { ValidationMessage } from '@topup/shared/validation';

/** Shown when a value breaks the game's pattern (a player id of the wrong length, a tag without #). */
export const PATTERN_MISMATCH = 'checkout.account.patternMismatch';

/** The contract's longest account value. */
const MAX_VALUE_LENGTH = 64;

type ParseResult = ReturnType<Parser<string>['safeParse']>;

function refused(message: string): ParseResult {
  return { success: false, error: { issues: [{ path: [], message }] } } as unknown as ParseResult;
}

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    // A pattern the browser cannot read is left to the server (code 5020).
    return true;
  }
}

/**
 * One field of the pre-pay form: required when the game needs it, one of the options for a select,
 * and the game's pattern (the catalogue's patterns carry their own ^ and $). Outputs the trimmed
 * text; an optional field left empty is ''.
 */
export function accountFieldParser(field: AccountField): Parser<string> {
  return {
    safeParse(value) {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return field.required ? refused(ValidationMessage.required) : { success: true, data: '' };
      if (field.type === 'select' && !field.options.some((option) => option.value === text)) return refused(ValidationMessage.required);
      if (text.length > MAX_VALUE_LENGTH || (field.pattern !== null && !matches(field.pattern, text))) return refused(PATTERN_MISMATCH);
      return { success: true, data: text };
    },
  };
}

/** The error key of each field's value in `useFormErrors`. */
export function accountErrorKey(field: AccountField): string {
  return `account.${field.key}`;
}

/** The account values the order takes (filled ones, trimmed), or null while any field is wrong. */
export function validAccountValues(fields: readonly AccountField[], values: Record<string, string>): AccountValues | null {
  const account: AccountValues = {};
  for (const field of fields) {
    const parsed = accountFieldParser(field).safeParse(values[field.key] ?? '');
    if (!parsed.success) return null;
    if (parsed.data !== '') account[field.key] = parsed.data;
  }
  return account;
}

/** One text per set of values whatever the key order: the player check's cache key and the confirmation's subject. */
export function accountKeyOf(account: AccountValues): string {
  return JSON.stringify(Object.entries(account).sort(([left], [right]) => (left < right ? -1 : 1)));
}
