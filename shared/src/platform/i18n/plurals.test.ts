import { initTestI18n } from './testing';

// The checkout's pay-way notice passes a number of minutes; the texts choose the word by plural rules.
it.each([
  ['ru', 1, 'примерно за 1 минуту.'],
  ['ru', 2, 'примерно за 2 минуты.'],
  ['ru', 30, 'примерно за 30 минут.'],
  ['mx', 1, 'en aproximadamente 1 minuto.'],
  ['mx', 30, 'en aproximadamente 30 minutos.'],
  ['br', 1, 'em cerca de 1 min.'],
  ['br', 21, 'em cerca de 21 min.'],
  ['en', 1, 'in about 1 minute.'],
  ['en', 30, 'in about 30 minutes.'],
] as const)('%s says %i minutes the way the language does', async (locale, minutes, ending) => {
  const i18n = await initTestI18n(locale);
  expect(i18n.t('checkout.notice.confirm', { minutes })).toMatch(new RegExp(`${ending.replace('.', '\\.')}$`));
});

// i18next picks plural forms by its language code: the store's 'br' alone would be Breton.
it.each([
  ['ru', 'ru'],
  ['mx', 'es-MX'],
  ['br', 'pt-BR'],
  ['en', 'en'],
  ['me', 'en-AE'],
] as const)('%s works in the language %s and says so on the page', async (locale, language) => {
  const i18n = await initTestI18n(locale);
  expect(i18n.language).toBe(language);
  expect(new Intl.PluralRules(i18n.language).resolvedOptions().pluralCategories).not.toContain('two');
  expect(document.documentElement.lang).toBe(language);
  expect(document.documentElement.dataset.locale).toBe(locale);
});
