import {
  addMonths,
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
  clampQuantity,
  isValidCpf,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  maxPurchaseQuantity,
  normalizeCpf,
  normalizePhone,
  parseRechargeAmount,
  skuQuantityLimit,
  toCalendarDate,
} from './rules';
import { ValidationMessage as M } from './messages';
import { SINGLE_TRANSACTION_ITEM_LIMIT, CPF_LENGTH, INVITATION_PERIOD_MAX_MONTHS, RECHARGE_MAX_DIGITS } from './constants';

describe('constants of spec section 9', () => {
  it('have the spec values', () => {
    expect(SINGLE_TRANSACTION_ITEM_LIMIT).toBe(1000);
    expect(CPF_LENGTH).toBe(11);
    expect(INVITATION_PERIOD_MAX_MONTHS).toBe(12);
    expect(RECHARGE_MAX_DIGITS).toBe(8);
  });
});

describe('email', () => {
  it.each([
    'user@example.com',
    'ivan_petrov@mail.ru',
    'ivan-petrov@yandex.ru',
    'ivan.petrov@gmail.com',
    'a.b_c-d.e@sub.domain.info',
    'USER123@EXAMPLE.ORG',
    'x@mail.co',
    '  padded@mail.ru  ',
  ])('accepts %s', (email) => expect(checkEmail(email)).toBeNull());

  it.each([
    ['plainaddress'],
    ['@mail.ru'],
    ['user@'],
    ['user@mail'],
    ['user@mail.r'],
    ['user@mail.museum'],
    ['user@mail.c0m'],
    ['user+tag@mail.ru'],
    ['.user@mail.ru'],
    ['user.@mail.ru'],
    ['us..er@mail.ru'],
    ['user@-mail.ru'],
    ['user@mail..ru'],
    ['user name@mail.ru'],
    ['иван@почта.рф'],
    ['user@@mail.ru'],
  ])('rejects %s', (email) => expect(checkEmail(email)).toBe(M.emailInvalid));

  it('asks for a value when empty', () => {
    expect(checkEmail('')).toBe(M.required);
    expect(checkEmail('   ')).toBe(M.required);
    expect(isValidEmail('')).toBe(false);
  });

  it('rejects over-long addresses', () => {
    expect(checkEmail(`${'a'.repeat(250)}@x.ru`)).toBe(M.emailInvalid);
  });
});

describe('phone', () => {
  it.each([
    ['+79123456789', '+79123456789'],
    ['89123456789', '+79123456789'],
    ['8 (912) 345-67-89', '+79123456789'],
    ['+7 912 345 67 89', '+79123456789'],
    ['+5511987654321', '+5511987654321'],
    ['+525512345678', '+525512345678'],
    ['+9665012345', '+9665012345'],
    ['+1234567', '+1234567'],
    ['+123456789012345', '+123456789012345'],
  ])('accepts %s as %s', (input, normal) => {
    expect(checkPhone(input)).toBeNull();
    expect(normalizePhone(input)).toBe(normal);
  });

  it.each(['9123456789', '79123456789', '+123456', '+1234567890123456', '+0123456789', '8912345678', '891234567890', '+7912abc6789', '++79123456789'])(
    'rejects %s',
    (input) => {
      expect(checkPhone(input)).toBe(M.phoneInvalid);
      expect(normalizePhone(input)).toBeNull();
      expect(isValidPhone(input)).toBe(false);
    },
  );

  it('asks for a value when empty', () => expect(checkPhone(' ')).toBe(M.required));
});

describe('password', () => {
  it.each(['abcdefg1', 'Passw0rd!', 'пароль123', `a${'1'.repeat(63)}`, 'with space 1'])('accepts %s', (p) =>
    expect(checkPassword(p)).toBeNull(),
  );
  it.each(['abc1', 'abcdefg', 'abcdefgh', '12345678', '!!!!!!!!1', `a${'1'.repeat(64)}`])('rejects %s', (p) =>
    expect(checkPassword(p)).toBe(M.passwordInvalid),
  );
  it('asks for a value when empty', () => {
    expect(checkPassword('')).toBe(M.required);
    expect(isValidPassword('')).toBe(false);
  });
  it('checks the confirmation', () => {
    expect(checkPasswordConfirmation('abcdefg1', 'abcdefg1')).toBeNull();
    expect(checkPasswordConfirmation('abcdefg1', 'abcdefg2')).toBe('validation.passwordsDoNotMatch');
    expect(checkPasswordConfirmation('abcdefg1', '')).toBe(M.required);
  });
});

describe('verification code', () => {
  it('accepts exactly 6 digits', () => {
    expect(checkVerificationCode('123456')).toBeNull();
    expect(checkVerificationCode(' 000000 ')).toBeNull();
  });
  it.each(['12345', '1234567', '12a456', '123 456', '１２３４５６'])('rejects %s', (c) =>
    expect(checkVerificationCode(c)).toBe(M.codeInvalid),
  );
  it('asks for a value when empty', () => expect(checkVerificationCode('')).toBe(M.required));
});

describe('recharge amount', () => {
  it.each([
    ['1', 1],
    ['0.01', 0.01],
    ['12345678', 12345678],
    ['12345678.99', 12345678.99],
    ['99,5', 99.5],
    ['00012345678', 12345678],
    [100, 100],
    [0.5, 0.5],
  ])('accepts %s', (input, value) => {
    expect(checkRechargeAmount(input)).toBeNull();
    expect(parseRechargeAmount(input)).toBe(value);
  });

  it.each(['0', '0.00', '-1', '-0.5', 0, -10])('refuses %s with the text of error 7004', (input) => {
    expect(checkRechargeAmount(input)).toBe('error7004');
    expect(parseRechargeAmount(input)).toBeNull();
  });

  it('refuses 9 digits before the point', () => {
    expect(checkRechargeAmount('123456789')).toBe(M.amountTooManyDigits);
    expect(checkRechargeAmount(123456789)).toBe(M.amountTooManyDigits);
  });

  it('refuses more than 2 decimals', () => expect(checkRechargeAmount('1.234')).toBe(M.amountTooManyDecimals));

  it.each(['abc', '1.2.3', '.5', '5.', '1e5', '+5', '1 000', NaN, Infinity])('rejects %s as invalid', (input) =>
    expect(checkRechargeAmount(input)).toBe(M.amountInvalid),
  );

  it('asks for a value when empty', () => expect(checkRechargeAmount('  ')).toBe(M.required));
});

describe('CPF', () => {
  it.each([
    ['12345678909', '12345678909'],
    ['123.456.789-09', '12345678909'],
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    [' 111.444.777-35 ', '11144477735'],
  ])('accepts %s', (input, digits) => {
    expect(checkCpf(input)).toBeNull();
    expect(normalizeCpf(input)).toBe(digits);
  });

  it.each(['12345678900', '123.456.789-00', '123.456.789-19', '529.982.247-24', '52998224715'])(
    'rejects wrong check digits in %s',
    (input) => expect(checkCpf(input)).toBe(M.cpfInvalid),
  );

  it.each(['00000000000', '111.111.111-11', '99999999999'])('rejects 11 identical digits %s', (input) =>
    expect(isValidCpf(input)).toBe(false),
  );

  it.each(['1234567890', '123456789090', '123.456.78909', '123456789-09', '123-456-789-09', 'abc.def.ghi-jk'])(
    'rejects the notation %s',
    (input) => expect(checkCpf(input)).toBe(M.cpfInvalid),
  );

  it('asks for a value when empty', () => expect(checkCpf('')).toBe(M.required));
});

describe('coupon code', () => {
  it.each(['ABCD', 'summer-2025', ` ${'A'.repeat(32)} `, 'a1-b'])('accepts %s', (c) => expect(checkCouponCode(c)).toBeNull());
  it.each(['ABC', 'A'.repeat(33), 'SUMMER_2025', 'КУПОН1', 'AB CD'])('rejects %s', (c) =>
    expect(checkCouponCode(c)).toBe(M.couponInvalid),
  );
  it('is required', () => expect(checkCouponCode('   ')).toBe(M.required));
});

describe('purchase quantity', () => {
  it('accepts 1 to the limit', () => {
    expect(checkPurchaseQuantity(1, 5)).toBeNull();
    expect(checkPurchaseQuantity(5, 5)).toBeNull();
    expect(checkPurchaseQuantity('3', 5)).toBeNull();
  });
  it('refuses above the limit', () => {
    expect(checkPurchaseQuantity(6, 5)).toBe(M.quantityTooLarge);
    expect(checkPurchaseQuantity('6', 5)).toBe(M.quantityTooLarge);
  });
  it('never allows more than 1000 items', () => {
    expect(maxPurchaseQuantity(5000)).toBe(1000);
    expect(maxPurchaseQuantity(Infinity)).toBe(1000);
    expect(checkPurchaseQuantity(1000, 5000)).toBeNull();
    expect(checkPurchaseQuantity(1001, 5000)).toBe(M.quantityTooLarge);
  });
  it.each([0, -1, 1.5, NaN, '1.5', '-2', 'abc', '0'])('rejects %s', (q) =>
    expect(checkPurchaseQuantity(q, 10)).toBe(M.quantityInvalid),
  );
  it('asks for a value when empty', () => expect(checkPurchaseQuantity('', 10)).toBe(M.required));
});

describe('quantity of one SKU', () => {
  it('is bounded by the smallest of purchase limit, stock and 1000', () => {
    expect(skuQuantityLimit({ purchaseLimit: 10, stock: null })).toBe(10);
    expect(skuQuantityLimit({ purchaseLimit: 10, stock: 3 })).toBe(3);
    expect(skuQuantityLimit({ purchaseLimit: 5, stock: 300 })).toBe(5);
    expect(skuQuantityLimit({ purchaseLimit: 5000, stock: 2000 })).toBe(1000);
    expect(skuQuantityLimit({ purchaseLimit: 1000, stock: null, available: true })).toBe(1000);
  });
  it('is 0 when sold out or unavailable', () => {
    expect(skuQuantityLimit({ purchaseLimit: 10, stock: 0 })).toBe(0);
    expect(skuQuantityLimit({ purchaseLimit: 10, stock: null, available: false })).toBe(0);
  });
  it('clamps a wanted quantity into 1..max', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(NaN, 5)).toBe(1);
    expect(clampQuantity(Infinity, 5)).toBe(1);
  });
  it('is 0 when nothing can be bought', () => expect(clampQuantity(4, 0)).toBe(0));
  it('agrees with the quantity check at the edges', () => {
    const max = skuQuantityLimit({ purchaseLimit: 7, stock: 4 });
    expect(checkPurchaseQuantity(clampQuantity(99, max), max)).toBeNull();
    expect(checkPurchaseQuantity(max + 1, max)).toBe(M.quantityTooLarge);
  });
});

describe('invitation period', () => {
  it('accepts a period of exactly 12 months', () => {
    expect(checkInvitationPeriod('2025-01-15', '2026-01-15')).toBeNull();
    expect(checkInvitationPeriod(new Date(2025, 0, 15), new Date(2026, 0, 15, 23, 59))).toBeNull();
  });
  it('refuses 12 months and one day', () => {
    expect(checkInvitationPeriod('2025-01-15', '2026-01-16')).toBe(M.periodTooLong);
    expect(checkInvitationPeriod(new Date(2025, 0, 15), new Date(2026, 0, 16))).toBe(M.periodTooLong);
  });
  it('handles the end of February', () => {
    expect(addMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(checkInvitationPeriod('2024-02-29', '2025-02-28')).toBeNull();
    expect(checkInvitationPeriod('2024-02-29', '2025-03-01')).toBe(M.periodTooLong);
  });
  it('accepts the same day and short periods, with or without a time', () => {
    expect(checkInvitationPeriod('2025-03-01', '2025-03-01')).toBeNull();
    expect(checkInvitationPeriod('2025-03-01 00:00:00', '2025-06-30 23:59:59')).toBeNull();
  });
  it('refuses a start after the end', () =>
    expect(checkInvitationPeriod('2025-03-02', '2025-03-01')).toBe(M.periodStartAfterEnd));
  it('refuses days that do not exist', () => {
    expect(checkInvitationPeriod('2025-02-30', '2025-03-01')).toBe(M.dateInvalid);
    expect(checkInvitationPeriod('2025/01/01', '2025-03-01')).toBe(M.dateInvalid);
    expect(checkInvitationPeriod(new Date('nope'), '2025-03-01')).toBe(M.dateInvalid);
    expect(toCalendarDate('2025-13-01')).toBeNull();
  });
  it('needs both days', () => {
    expect(checkInvitationPeriod('', '2025-03-01')).toBe(M.required);
    expect(checkInvitationPeriod('2025-03-01', null)).toBe(M.required);
  });
});

describe('full name', () => {
  it('is required and trimmed', () => {
    expect(checkFullName('Иван Петров')).toBeNull();
    expect(checkFullName('   ')).toBe(M.required);
  });
});
