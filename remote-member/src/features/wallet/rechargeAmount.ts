/** Spec: a top-up amount is required, above 0 and has at most 8 digits (whole units). */
const MAX_DIGITS = 8;

/** The locale key of what is wrong with a typed amount, or null when it may be sent. */
export function rechargeAmountProblem(text: string, minorDigits: number): string | null {
  const value = text.trim();
  if (value === '') return 'topup.amountRequired';
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(value);
  if (!match) return /^-/.test(value) ? 'topup.amountPositive' : /^[\d.,]+$/.test(value) ? 'topup.amountWrong' : 'topup.amountNotNumber';
  const [, whole = '', fraction = ''] = match;
  if (/^0*$/.test(whole + fraction)) return 'topup.amountPositive';
  if (whole.replace(/^0+/, '').length > MAX_DIGITS || fraction.length > minorDigits) return 'topup.amountWrong';
  return null;
}
