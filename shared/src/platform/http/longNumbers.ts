/**
 * 64-bit identifiers lose digits as JavaScript numbers (beyond 2^53, about 16 digits), so the
 * spec (section 7) wants numbers of 16 or more digits to reach callers as strings. JSON.parse has
 * already rounded them by the time a reviver sees them, so the raw text is rewritten first: every
 * integer literal of 16+ digits outside a string is wrapped in quotes, then JSON.parse runs.
 */
export const LONG_NUMBER_DIGITS = 16;

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

/**
 * Returns `json` with integer literals of 16+ digits quoted. Characters inside string literals
 * (including escaped quotes) are copied untouched; numbers with a fraction or exponent are left
 * alone because they are not identifiers. Invalid JSON is returned as is for JSON.parse to reject.
 */
export function quoteLongIntegers(json: string, minDigits: number = LONG_NUMBER_DIGITS): string {
  // Most answers hold no run of that many digits at all: the regular expression engine finds that
  // out natively, where the scan below walks every character in JavaScript (the page's inline
  // answers, about 10 kB, cost several milliseconds of its start-up on a phone's CPU).
  if (!new RegExp(`\\d{${minDigits}}`).test(json)) return json;
  let out = '';
  let copiedUpTo = 0;
  let index = 0;
  while (index < json.length) {
    const char = json[index];
    if (char === '"') {
      // Skip the whole string literal, honouring backslash escapes.
      index += 1;
      while (index < json.length && json[index] !== '"') index += json[index] === '\\' ? 2 : 1;
      index += 1;
      continue;
    }
    if (char === '-' || isDigit(char)) {
      const start = index;
      if (json[index] === '-') index += 1;
      const digitsStart = index;
      while (isDigit(json[index])) index += 1;
      const digitCount = index - digitsStart;
      let isInteger = true;
      // Consume a fraction and an exponent so their digits are never taken for a new number.
      if (json[index] === '.') {
        isInteger = false;
        index += 1;
        while (isDigit(json[index])) index += 1;
      }
      if (json[index] === 'e' || json[index] === 'E') {
        isInteger = false;
        index += 1;
        if (json[index] === '+' || json[index] === '-') index += 1;
        while (isDigit(json[index])) index += 1;
      }
      if (isInteger && digitCount >= minDigits) {
        out += `${json.slice(copiedUpTo, start)}"${json.slice(start, index)}"`;
        copiedUpTo = index;
      }
      if (index === start) index += 1; // a lone '-': let JSON.parse report it
      continue;
    }
    index += 1;
  }
  return copiedUpTo === 0 ? json : out + json.slice(copiedUpTo);
}

/** JSON.parse that keeps 16+ digit integers exactly, as strings. */
export function parseJsonKeepingLongNumbers(json: string): unknown {
  return JSON.parse(quoteLongIntegers(json));
}

/**
 * axios `transformResponse`: parses the raw answer text keeping long numbers. Text that is not
 * JSON (an HTML error page from a proxy) is handed on unchanged for the status checks to judge.
 */
export function parseResponseText(data: unknown): unknown {
  if (typeof data !== 'string' || data.trim() === '') return data;
  try {
    return parseJsonKeepingLongNumbers(data);
  } catch {
    return data;
  }
}
