import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { REPO_ROOT } from './environment';

type Texts = Record<string, unknown>;

function localeTexts(locale: string): Texts {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared', 'locales', `${locale}.json`), 'utf8')) as Texts;
}

/** A text of a locale by its dotted key, as the store shows it (e.g. text('br', 'catalog.product.buy')). */
export function text(locale: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], localeTexts(locale));
  if (typeof value !== 'string') throw new Error(`${locale} has no text ${key}`);
  return value;
}

/** Every namespace of the locale files (the keys whose values are groups of texts). */
const NAMESPACES = Object.entries(localeTexts('ru'))
  .filter(([, value]) => typeof value === 'object' && value !== null)
  .map(([key]) => key);

/**
 * A text key shown instead of words looks like "catalog.home.noOrders" or "ui.retry"; a domain
 * after an at sign or a dot (demo@topup.test) is not one.
 */
const MISSING_KEY = new RegExp(`(?<![@.])\\b(${NAMESPACES.join('|')})\\.[a-zA-Z]+`);

export async function expectNoMissingKeys(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(MISSING_KEY);
}

/** Every loading skeleton of the page has been replaced by content (or an empty or error state). */
export async function expectLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
}
