import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/account';
import { confirmOrderFor, payButton, payWithoutCoupon } from '../support/checkout';
import { expectNoSidewaysScroll } from '../support/layout';
import { remotePage } from '../support/store';
import { E2E_OPERATOR_TOKEN } from '../support/environment';

test.describe.configure({ timeout: 120_000 });

/** PUBG Mobile Royale Pass (server/seed/catalog/forms.ts): its seller asks a nickname, a level, a contact and a profile screenshot. */
const PRODUCT_WITH_FORM = '/d/pubg-royale-pass';
/** A player of its own (support/checkout.ts PLAYERS: the sandbox delivers ids not ending in 5). */
const PLAYER = '5123406';

/** playwright.config.ts gives the store this operator credential. */

/** A 1×1 PNG made here, not a file of the repository. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a customer buys a product with a form, fills it with an image, and talks with the store on /ordre/history', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsDemo(page, PRODUCT_WITH_FORM);
  await confirmOrderFor(page, 'ru', PLAYER);
  await page.getByRole('radio', { name: /Баланс магазина/ }).check();
  await payWithoutCoupon(page);
  await (await payButton(page, 'ru')).click();
  await expect(page).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(page.getByRole('heading', { name: 'Заказ выполнен' })).toBeVisible({ timeout: 60_000 });

  // The order detail offers the form and the messages, as getOrderButtonStatus says.
  await page.goto(`/ordre/detail?orderNo=${orderNo}`);
  await page.getByRole('link', { name: 'Заполнить анкету' }).click();
  await expect(page).toHaveURL(`/form?orderNo=${orderNo}`);
  await expect(remotePage(page, 'member')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Данные для активации пропуска' })).toBeVisible();

  await page.getByRole('button', { name: 'Отправить анкету' }).click();
  await expect(page.getByText('Заполните это поле').first()).toBeVisible();
  await page.getByLabel('Ник в игре').fill('ErinPro');
  await page.getByLabel('Уровень аккаунта').fill('42');
  await page.getByLabel('Как с вами связаться').selectOption('chat');
  await page.getByLabel('Скриншот профиля').setInputFiles({ name: 'profile.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Изображение 1' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/forms-fill-360.png', fullPage: true });
  const submitted = page.waitForResponse((response) => response.url().includes('/submitForm'));
  await page.getByRole('button', { name: 'Отправить анкету' }).click();
  const { data } = (await (await submitted).json()) as { data: { submission: { submissionId: string } } };

  await expect(page.getByTestId('form-status')).toHaveText('На проверке у магазина');
  const answers = page.getByRole('region', { name: 'Ваши ответы' });
  await expect(answers).toContainText('ErinPro');
  await expect(answers.getByRole('img', { name: 'Изображение 1' })).toBeVisible();
  await page.screenshot({ path: 'test-results/forms-submitted-360.png', fullPage: true });

  // Support staff reject it with a note; the customer refreshes, reads why, and sends a new screenshot.
  const review = await page.request.post('/ops/forms/review', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { submissionId: data.submission.submissionId, decision: 'reject', note: 'На скриншоте не виден уровень' },
  });
  expect((await review.json()).code).toBe(1);
  await page.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByTestId('form-status')).toHaveText('Отклонена');
  await expect(page.getByText('Комментарий магазина: На скриншоте не виден уровень')).toBeVisible();
  await expect(page.getByLabel('Ник в игре')).toHaveValue('ErinPro');
  // By keyboard: the add button opens the file chooser.
  await page.getByRole('button', { name: 'Добавить изображение' }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'profile-level.png', mimeType: 'image/png', buffer: PNG });
  // In the form, not in the answers above it, which show the rejected screenshot under the same name.
  await expect(page.getByRole('region', { name: 'Данные для активации пропуска' }).getByRole('img', { name: 'Изображение 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить анкету' }).click();
  await expect(page.getByTestId('form-status')).toHaveText('На проверке у магазина');

  // The store wrote when the order was paid and delivered; the customer answers.
  await page.getByRole('link', { name: '← К заказу' }).click();
  await page.getByRole('link', { name: 'Переписка по заказу' }).click();
  await expect(page).toHaveURL(`/ordre/history?orderNo=${orderNo}`);
  const messages = page.getByRole('list', { name: 'История переписки' });
  await expect(messages).toContainText('Заказ оплачен, готовим пополнение');
  await expect(messages).toContainText('Пополнение выполнено');
  await expect(messages).toContainText('Анкета отклонена, исправьте её');
  await expect(messages).toContainText('На скриншоте не виден уровень');
  await page.getByLabel('Написать магазину').fill('Спасибо, жду активации пропуска');
  await page.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(messages.getByRole('listitem').last()).toContainText('Спасибо, жду активации пропуска');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/forms-history-360.png', fullPage: true });
});

test('the form and the history say so for an order that is not the customer’s, with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsDemo(page, '/form?orderNo=20200101000000000001', 'member');
  await expect(page.getByText('У этого заказа нет анкеты')).toBeVisible();
  await expect(page.getByRole('link', { name: '← К заказу' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/forms-missing-360.png', fullPage: true });
  await page.goto('/ordre/history?orderNo=20200101000000000001');
  await expect(page.getByText('Такого заказа нет')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Мои заказы' })).toBeVisible();
});
