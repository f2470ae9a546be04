import i18next from 'i18next';
import { ERROR_CODES, ResultCode, errorTextKey } from '@topup/shared/errors';
import { VALIDATION_MESSAGE_KEYS } from '@topup/shared/validation';
import ru from './ru.json';
import en from './en.json';
import mx from './mx.json';
import br from './br.json';
import me from './me.json';

const LOCALES: Record<string, unknown> = { ru, en, mx, br, me };

/** Every leaf key of a locale file, nested keys joined with dots as i18next reads them. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** i18next's plural suffixes: each language has its own set of forms for one key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys as the code asks for them, plural forms folded into their one key. */
function askedKeys(data: unknown): string[] {
  return [...new Set(leafKeys(data).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function lookup(data: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
}

describe.each(Object.keys(LOCALES))('locale %s', (locale) => {
  const data = LOCALES[locale];

  it('has exactly the keys of ru (plural forms as its language needs them)', () => {
    expect(askedKeys(data)).toEqual(askedKeys(ru));
  });

  it('gives every plural key its "other" form, which every language has', () => {
    const plural = leafKeys(data).filter((key) => PLURAL_SUFFIX.test(key));
    for (const key of plural) expect(lookup(data, key.replace(PLURAL_SUFFIX, '_other'))).toEqual(expect.any(String));
  });

  it('has a non-empty text for every leaf', () => {
    for (const key of leafKeys(data)) expect([key, typeof lookup(data, key)]).toEqual([key, 'string']);
    for (const key of leafKeys(data)) expect([key, (lookup(data, key) as string).trim().length > 0]).toEqual([key, true]);
  });

  it('has an error text for every code except success', () => {
    for (const code of ERROR_CODES) {
      if (code === ResultCode.SUCCESS) continue;
      expect([code, typeof lookup(data, errorTextKey(code))]).toEqual([code, 'string']);
    }
  });

  it('has every validation message', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) expect([key, typeof lookup(data, key)]).toEqual([key, 'string']);
  });

  it('has the dialog and session texts', () => {
    for (const key of ['notice', 'know', 'tokenRefreshFailed', 'brand']) expect(typeof lookup(data, key)).toBe('string');
    expect(lookup(data, 'brand')).toBe('TopUp');
  });

  it('keeps the {{x}} seconds placeholder of 1011, and no placeholder page names a module', () => {
    expect(lookup(data, 'error1011')).toContain('{{x}}');
    expect(lookup(data, 'placeholder.servedBy')).toBeUndefined();
  });
});

describe('i18next reads the texts', () => {
  it('interpolates 1011 and resolves nested validation keys', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'ru',
      resources: Object.fromEntries(Object.entries(LOCALES).map(([l, t]) => [l, { translation: t as Record<string, unknown> }])),
      interpolation: { escapeValue: false },
    });
    expect(instance.t('error1011', { x: 42 })).toBe('Повторная отправка через 42 с');
    expect(instance.t('validation.passwordsDoNotMatch')).toBe('Пароли не совпадают');
    expect(instance.t('error-5015', { lng: 'br' })).toMatch(/recarregada/);
    expect(instance.t('error7004', { lng: 'mx' })).toBe('El monto debe ser mayor que 0');
  });
});
