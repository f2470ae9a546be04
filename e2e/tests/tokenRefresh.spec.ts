import { expect, test } from '@playwright/test';
import { newEmail, registerAndSignIn } from '../support/account';
import { remotePage } from '../support/store';

interface StoredTokenRecord {
  content: { access_token: string; refresh_token: string; expires_in: number; create_time: number };
}

test('an access token about to expire is refreshed once, without the customer noticing', async ({ page }) => {
  const email = newEmail();
  await registerAndSignIn(page, email, '/my');
  await expect(page.getByRole('button', { name: email })).toBeVisible();

  // Age the token so it expires in 5 minutes: under the 10-minute threshold, it is overdue.
  const before = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('intl-token_record')!) as StoredTokenRecord;
    stored.content.create_time = Date.now() - stored.content.expires_in * 1000 + 5 * 60 * 1000;
    localStorage.setItem('intl-token_record', JSON.stringify(stored));
    return stored.content.access_token;
  });

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oauth/token') && (request.postData() ?? '').includes('grant_type=refresh_token')) refreshes.push(request.url());
  });
  await page.reload();
  await expect(remotePage(page, 'member')).toBeVisible();
  await expect(page.getByRole('button', { name: email })).toBeVisible();
  await expect.poll(() => refreshes.length).toBe(1);

  const after = await page.evaluate(() => (JSON.parse(localStorage.getItem('intl-token_record')!) as StoredTokenRecord).content);
  expect(after.access_token).not.toBe(before);
  expect(after.create_time).toBeGreaterThan(Date.now() - 60_000);
  await page.reload();
  await expect(page.getByRole('button', { name: email })).toBeVisible();
  expect(refreshes).toHaveLength(1);
});
