import { expect, test } from '@playwright/test';
import { newEmail, registerAndSignIn } from '../support/account';
import { expectNoSidewaysScroll } from '../support/layout';
import { remotePage } from '../support/store';

test('/my/safe lists the sign-ins and signs every other device out; /auth-management signs one out', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const email = newEmail();
  await registerAndSignIn(page, email, '/my/safe');
  const password = 'Passw0rd!';

  // Two more devices sign in to the same account.
  const devices = await Promise.all([browser.newContext(), browser.newContext()]);
  const [phone, tablet] = await Promise.all(devices.map((context) => context.newPage()));
  for (const device of [phone!, tablet!]) {
    const login = await device.request.post('/api/user/login/v2/loginIn', { data: { email, password } });
    const { data } = (await login.json()) as { data: { code: string } };
    await device.goto(`/login?code=${encodeURIComponent(data.code)}&fromPage=${encodeURIComponent('/my')}`);
    await expect(remotePage(device, 'member')).toBeVisible();
  }

  await page.goto('/auth-management');
  await expect(page.getByTestId('session')).toHaveCount(3);
  await expect(page.getByTestId('session').first()).toBeVisible();
  const others = page.getByTestId('session').filter({ hasNot: page.getByText('Это устройство') });
  await others.first().getByRole('button', { name: 'Выйти на этом устройстве' }).click();
  await expect(page.getByTestId('session')).toHaveCount(2);
  await expectNoSidewaysScroll(page);

  await page.goto('/my/safe');
  await expect(page.getByRole('heading', { name: 'История входов' })).toBeVisible();
  await expect(page.getByTestId('session')).toHaveCount(3);
  // Its label wraps at 360 px: the button grows with it and keeps a margin around the text.
  const signOutOthers = page.getByTestId('sign-out-others');
  const [button, label] = await signOutOthers.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    const box = (rect: DOMRect) => ({ top: rect.top, bottom: rect.bottom });
    return [box(element.getBoundingClientRect()), box(text.getBoundingClientRect())];
  });
  expect(label.top - button.top, 'space above the label').toBeGreaterThanOrEqual(4);
  expect(button.bottom - label.bottom, 'space below the label').toBeGreaterThanOrEqual(4);
  await signOutOthers.click();
  await expect(page.getByText('Выход выполнен на других устройствах: 1')).toBeVisible();
  await expect(page.getByTestId('session').filter({ hasText: 'Вход выполнен' })).toHaveCount(0);

  // The other devices are signed out: on their next visit the shell has no session any more.
  for (const device of [phone!, tablet!]) {
    await device.reload();
    await expect(device.getByTestId('shell-header').getByRole('link', { name: 'Войти' })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: email })).toBeVisible();
  await Promise.all(devices.map((context) => context.close()));
});
