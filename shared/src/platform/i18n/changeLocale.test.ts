import i18next from 'i18next';
import br from '../../../locales/br.json';
import en from '../../../locales/en.json';
import { sessionStore, storage } from '@topup/shared/session';
import { changeLocale, preferredLocale } from './initI18n';
import { INLINE_LOCALE_VERSIONS_ID } from './localeTexts';
import { initTestI18n } from './testing';

/** Each locale's texts answer when the test says so, or the network fails. */
function slowServer() {
  const pending = new Map<string, { resolve(texts: unknown): void; reject(error: Error): void }>();
  globalThis.fetch = jest.fn(
    (url: string) =>
      new Promise((resolve, reject) => {
        const locale = /\/locales\/(\w+)\.json/.exec(url)?.[1] ?? '';
        pending.set(locale, { resolve: (texts) => resolve({ ok: true, status: 200, json: async () => texts } as Response), reject });
      }),
  ) as unknown as typeof fetch;
  return pending;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  localStorage.clear();
  const stamps = document.createElement('script');
  stamps.type = 'application/json';
  stamps.id = INLINE_LOCALE_VERSIONS_ID;
  stamps.textContent = JSON.stringify({ ru: 'r1', mx: 'm1', br: 'b1', en: 'e1', me: 'me1' });
  document.head.replaceChildren(stamps);
  await initTestI18n('ru');
  for (const language of ['pt-BR', 'en']) i18next.removeResourceBundle(language, 'translation');
});

it('switches to the locale asked for last, even when an earlier choice arrives after it', async () => {
  const server = slowServer();
  const portuguese = changeLocale('br');
  const english = changeLocale('en');
  await settle();
  server.get('en')?.resolve(en);
  await english;
  server.get('br')?.resolve(br);
  await portuguese;
  expect(sessionStore.getState().locale).toBe('en');
  expect(i18next.language).toBe('en');
  expect(preferredLocale()).toBe('en');
});

it('keeps the locale shown, and the choice kept, when the texts cannot arrive', async () => {
  const server = slowServer();
  const switching = changeLocale('br');
  await settle();
  server.get('br')?.reject(new TypeError('Failed to fetch'));
  await expect(switching).rejects.toThrow('Failed to fetch');
  expect(sessionStore.getState().locale).toBe('ru');
  expect(i18next.language).toBe('ru');
  expect(storage.get('locale', 'local')).toBeUndefined();
});
