import { expect, test } from '@playwright/test';
import { expectShell } from '../support/store';

// The shell's whole start-up code: the libraries it shares with the remotes come inside it.
const HOST_MAIN = /\/main\.[0-9a-f]+\.js$/;

test.describe('in the browser language of a Russian visitor', () => {
  test.use({ locale: 'ru-RU' });

  test("when the shell's own entry cannot load, the page says so and retry brings the store", async ({ page }) => {
    await page.route(HOST_MAIN, (route) => route.abort('connectionreset'));
    await page.goto('/detail/1011');
    const failure = page.getByRole('alert');
    await expect(failure.getByRole('heading', { name: 'Магазин не загрузился' })).toBeVisible();
    await page.unroute(HOST_MAIN);
    await failure.getByRole('button', { name: 'Повторить' }).click();
    await expectShell(page);
  });
});

test.describe('in the browser language of a Brazilian visitor', () => {
  test.use({ locale: 'pt-BR' });

  test('a shell that cannot load shows the message in Portuguese', async ({ page }) => {
    await page.route(HOST_MAIN, (route) => route.abort('connectionreset'));
    await page.goto('/');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  });
});
