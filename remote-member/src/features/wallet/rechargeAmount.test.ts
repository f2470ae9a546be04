import { rechargeAmountProblem } from './rechargeAmount';

it('names what is wrong with a typed top-up amount', () => {
  expect(rechargeAmountProblem(' ', 2)).toBe('topup.amountRequired');
  expect(rechargeAmountProblem('abc', 2)).toBe('topup.amountNotNumber');
  expect(rechargeAmountProblem('5oo', 2)).toBe('topup.amountNotNumber');
  expect(rechargeAmountProblem('-5', 2)).toBe('topup.amountPositive');
  expect(rechargeAmountProblem('0,00', 2)).toBe('topup.amountPositive');
  expect(rechargeAmountProblem('1.2.3', 2)).toBe('topup.amountWrong');
  expect(rechargeAmountProblem('123456789', 2)).toBe('topup.amountWrong');
  expect(rechargeAmountProblem('10.505', 2)).toBe('topup.amountWrong');
  expect(rechargeAmountProblem('500,5', 2)).toBeNull();
});
