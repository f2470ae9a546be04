/**
 * zod schemas of the validation rules, for the forms and the server. Every issue message is a
 * translation key (see ./messages); a schema reports at most one issue per field, the first rule
 * that fails. Schemas that normalise (phone, CPF, amount, quantity, period) output the normal form.
 */
import { z } from 'zod';
import { ValidationMessage as M } from './messages';
import {
  checkCouponCode,
  checkCpf,
  checkEmail,
  checkFullName,
  checkInvitationPeriod,
  checkPassword,
  checkPasswordConfirmation,
  checkPhone,
  checkPurchaseQuantity,
  checkRechargeAmount,
  checkVerificationCode,
  formatCalendarDate,
  normalizeCpf,
  normalizePhone,
  parseRechargeAmount,
  toCalendarDate,
  type RuleResult,
} from './rules';

/** A string field checked by one rule function; a missing or non-string value is "required". */
function ruleString(rule: (value: string) => RuleResult) {
  return z.string({ error: M.required }).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export const emailSchema = ruleString(checkEmail).transform((value) => value.trim());

/** Outputs the number in international form: "8 912 345-67-89" becomes "+79123456789". */
export const phoneSchema = ruleString(checkPhone).transform((value) => normalizePhone(value) as string);

export const passwordSchema = ruleString(checkPassword);

/** { password, confirmPassword }; a mismatch is reported on confirmPassword. */
export const passwordConfirmationSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: M.required }) })
  .superRefine((value, ctx) => {
    const message = checkPasswordConfirmation(value.password, value.confirmPassword);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['confirmPassword'] });
  });

export const verificationCodeSchema = ruleString(checkVerificationCode).transform((value) => value.trim());

/** Text or number in; the amount as a number out. */
export const rechargeAmountSchema = z
  .union([z.string(), z.number()], { error: M.required })
  .superRefine((value, ctx) => {
    const message = checkRechargeAmount(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => parseRechargeAmount(value) as number);

/** Outputs the 11 digits: "123.456.789-09" becomes "12345678909". */
export const cpfSchema = ruleString(checkCpf).transform((value) => normalizeCpf(value) as string);

export const couponCodeSchema = ruleString(checkCouponCode).transform((value) => value.trim());

/** Purchase quantity for a product whose purchase limit is `limit` (capped at 1000); outputs a number. */
export function purchaseQuantitySchema(limit: number) {
  return z
    .union([z.string(), z.number()], { error: M.required })
    .superRefine((value, ctx) => {
      const message = checkPurchaseQuantity(value, limit);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => (typeof value === 'number' ? value : Number(value.trim())));
}

const dateInput = z.union([z.string(), z.date()]).nullish();

/**
 * { start, end } as "YYYY-MM-DD" texts or Dates; outputs both as "YYYY-MM-DD". Issues are
 * reported on `end` (the field the user changes to fix the period).
 */
export const invitationPeriodSchema = z
  .object({ start: dateInput, end: dateInput }, { error: M.required })
  .superRefine((value, ctx) => {
    const message = checkInvitationPeriod(value.start, value.end);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['end'] });
  })
  .transform((value) => ({
    start: formatCalendarDate(toCalendarDate(value.start as string | Date)!),
    end: formatCalendarDate(toCalendarDate(value.end as string | Date)!),
  }));

/** Order full name: required, trimmed. */
export const fullNameSchema = ruleString(checkFullName).transform((value) => value.trim());

/** The terms checkbox on registration must be ticked. */
export const termsAcceptedSchema = z.literal(true, { error: M.termsRequired });

/** The chosen pay way id (e.g. "CARDPAY_RU|RUB"); an empty choice is refused. */
export const payWaySchema = z
  .string({ error: M.payWayRequired })
  .superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: M.payWayRequired });
  })
  .transform((value) => value.trim());

/**
 * The first message key of each field of a failed parse, keyed by the field path joined with
 * dots ("" for the value itself): what a form puts under its inputs.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in result)) result[path] = issue.message;
  }
  return result;
}
