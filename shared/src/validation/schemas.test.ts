import {
  couponCodeSchema,
  cpfSchema,
  emailSchema,
  fieldErrors,
  fullNameSchema,
  invitationPeriodSchema,
  passwordConfirmationSchema,
  passwordSchema,
  payWaySchema,
  phoneSchema,
  purchaseQuantitySchema,
  rechargeAmountSchema,
  termsAcceptedSchema,
  verificationCodeSchema,
  ValidationMessage as M,
} from '@topup/shared/validation';
import type { z } from 'zod';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('schemas', () => {
  it('email trims and reports one key', () => {
    expect(emailSchema.parse(' a.b@mail.ru ')).toBe('a.b@mail.ru');
    expect(messages(emailSchema, 'bad')).toEqual([M.emailInvalid]);
    expect(messages(emailSchema, '')).toEqual([M.required]);
    expect(messages(emailSchema, undefined)).toEqual([M.required]);
    expect(messages(emailSchema, 42)).toEqual([M.required]);
  });

  it('phone normalises', () => {
    expect(phoneSchema.parse('8 912 345-67-89')).toBe('+79123456789');
    expect(messages(phoneSchema, '12345')).toEqual([M.phoneInvalid]);
  });

  it('password and confirmation', () => {
    expect(passwordSchema.parse('abcdefg1')).toBe('abcdefg1');
    expect(messages(passwordSchema, 'short1')).toEqual([M.passwordInvalid]);
    expect(passwordConfirmationSchema.parse({ password: 'abcdefg1', confirmPassword: 'abcdefg1' })).toEqual({
      password: 'abcdefg1',
      confirmPassword: 'abcdefg1',
    });
    const mismatch = passwordConfirmationSchema.safeParse({ password: 'abcdefg1', confirmPassword: 'abcdefg2' });
    expect(mismatch.success).toBe(false);
    if (!mismatch.success) {
      expect(mismatch.error.issues).toHaveLength(1);
      expect(mismatch.error.issues[0]?.message).toBe('validation.passwordsDoNotMatch');
      expect(mismatch.error.issues[0]?.path).toEqual(['confirmPassword']);
      expect(fieldErrors(mismatch.error)).toEqual({ confirmPassword: 'validation.passwordsDoNotMatch' });
    }
    const weak = passwordConfirmationSchema.safeParse({ password: 'weak', confirmPassword: 'weak' });
    expect(weak.success).toBe(false);
    if (!weak.success) expect(fieldErrors(weak.error)).toEqual({ password: M.passwordInvalid });
  });

  it('verification code', () => {
    expect(verificationCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(messages(verificationCodeSchema, '12345')).toEqual([M.codeInvalid]);
  });

  it('recharge amount outputs a number', () => {
    expect(rechargeAmountSchema.parse('12345678')).toBe(12345678);
    expect(rechargeAmountSchema.parse('10,50')).toBe(10.5);
    expect(rechargeAmountSchema.parse(7)).toBe(7);
    expect(messages(rechargeAmountSchema, '0')).toEqual(['error7004']);
    expect(messages(rechargeAmountSchema, -3)).toEqual(['error7004']);
    expect(messages(rechargeAmountSchema, '123456789')).toEqual([M.amountTooManyDigits]);
    expect(messages(rechargeAmountSchema, undefined)).toEqual([M.required]);
  });

  it('CPF outputs the digits', () => {
    expect(cpfSchema.parse('123.456.789-09')).toBe('12345678909');
    expect(cpfSchema.parse('12345678909')).toBe('12345678909');
    expect(messages(cpfSchema, '123.456.789-08')).toEqual([M.cpfInvalid]);
    expect(messages(cpfSchema, '111.111.111-11')).toEqual([M.cpfInvalid]);
  });

  it('coupon code trims', () => {
    expect(couponCodeSchema.parse('  SAVE-10 ')).toBe('SAVE-10');
    expect(messages(couponCodeSchema, '  ')).toEqual([M.required]);
    expect(messages(couponCodeSchema, 'ab')).toEqual([M.couponInvalid]);
  });

  it('purchase quantity uses the given limit, capped at 1000', () => {
    expect(purchaseQuantitySchema(10).parse('10')).toBe(10);
    expect(messages(purchaseQuantitySchema(10), 11)).toEqual([M.quantityTooLarge]);
    expect(purchaseQuantitySchema(99999).parse(1000)).toBe(1000);
    expect(messages(purchaseQuantitySchema(99999), 1001)).toEqual([M.quantityTooLarge]);
    expect(messages(purchaseQuantitySchema(10), 0)).toEqual([M.quantityInvalid]);
  });

  it('invitation period', () => {
    expect(invitationPeriodSchema.parse({ start: '2025-01-15', end: '2026-01-15 10:00:00' })).toEqual({
      start: '2025-01-15',
      end: '2026-01-15',
    });
    expect(invitationPeriodSchema.parse({ start: new Date(2025, 4, 1), end: new Date(2025, 4, 31) })).toEqual({
      start: '2025-05-01',
      end: '2025-05-31',
    });
    const tooLong = invitationPeriodSchema.safeParse({ start: '2025-01-15', end: '2026-01-16' });
    expect(tooLong.success).toBe(false);
    if (!tooLong.success) expect(fieldErrors(tooLong.error)).toEqual({ end: M.periodTooLong });
    expect(messages(invitationPeriodSchema, { start: '2025-02-01', end: '2025-01-01' })).toEqual([M.periodStartAfterEnd]);
    expect(messages(invitationPeriodSchema, {})).toEqual([M.required]);
  });

  it('full name, terms and pay way', () => {
    expect(fullNameSchema.parse('  Ana Souza ')).toBe('Ana Souza');
    expect(messages(fullNameSchema, ' ')).toEqual([M.required]);
    expect(termsAcceptedSchema.parse(true)).toBe(true);
    expect(messages(termsAcceptedSchema, false)).toEqual([M.termsRequired]);
    expect(messages(termsAcceptedSchema, undefined)).toEqual([M.termsRequired]);
    expect(payWaySchema.parse('CARDPAY_RU|RUB')).toBe('CARDPAY_RU|RUB');
    expect(messages(payWaySchema, '')).toEqual([M.payWayRequired]);
    expect(messages(payWaySchema, undefined)).toEqual([M.payWayRequired]);
  });
});
