import { expect, test } from '@playwright/test';
import { expectShell, refusedByPolicy } from '../support/store';

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

// ICU's data is built off the main thread by a worker the head starts (tooling/webpack/intlWarmUp.js).
const INTL_WARM_UP = /\/intl-warm-up\.[0-9a-f]{8}\.js$/;

test("the head starts ICU's warm-up as a worker, which the page's security policy allows", async ({ page }) => {
  const refused = refusedByPolicy(page);
  // With a static first screen and without one (a page the API has no first answers for).
  for (const path of ['/', '/detail/1011', '/my/order']) {
    const started = page.waitForEvent('worker', { predicate: (worker) => INTL_WARM_UP.test(worker.url()) });
    const loaded = page.waitForResponse((response) => INTL_WARM_UP.test(response.url()));
    await page.goto(path);
    await started;
    const answer = await loaded;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/javascript/);
    await expectShell(page);
  }
  expect(refused).toEqual([]);
});
