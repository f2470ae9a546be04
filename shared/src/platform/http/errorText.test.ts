import { initTestI18n } from '@topup/shared/i18n/testing';
import { placeholderValues } from './client';
import { i18nextText } from './ports';

beforeAll(async () => {
  await initTestI18n('ru');
});

it('fills the {x} of an error text from the answer data (1011: wait N seconds)', () => {
  const text = i18nextText('error1011', 'fallback', placeholderValues({ resendAfterSeconds: 42 }));
  expect(text).toContain('42');
  expect(text).not.toContain('{{');
});

it('offers no values for an answer without data', () => {
  expect(placeholderValues(null)).toBeUndefined();
  expect(placeholderValues({ resendAfterSeconds: 7 })).toEqual({ resendAfterSeconds: 7, x: 7 });
});
