import { expect, test, type Page } from '@playwright/test';
import { newEmail, registerAndSignIn, signInAsDemo } from '../support/account';
import { holdRequests, navigateInApp, remotePage } from '../support/store';

/**
 * Issue 10, item 4: no layout shift when content arrives. The member pages' skeletons have their
 * content's shape (docs/member-pages.md, "Loading without a jump"), so on a phone nothing below a
 * card moves when its answer comes in: for a customer with money in two currencies and for one
 * without any.
 */
const PHONE = { width: 360, height: 740 };

/** The cards whose size must not change, by their heading's id, on each page. */
const STEADY_CARDS = {
  '/my': ['my-account', 'my-orders', 'my-balance', 'my-coupons'],
  '/my/wallet': ['wallet-balances', 'usdt-title'],
} as const;

async function cardHeights(page: Page, ids: readonly string[]): Promise<Record<string, number>> {
  const heights: Record<string, number> = {};
  for (const id of ids) {
    const box = await page.locator(`main section[aria-labelledby="${id}"]`).boundingBox();
    heights[id] = Math.round(box?.height ?? -1);
  }
  return heights;
}

/**
 * Opens a member page from the shell (which already holds the customer's balances) with the API's
 * answers (or those matching `heldCalls`) held back, notes the cards' heights while they load, then lets
 * the answers in.
 */
async function heightsLoadingThenLoaded(page: Page, path: string, cards: readonly string[], heldCalls = '**/api/**') {
  const release = await holdRequests(page, heldCalls);
  await navigateInApp(page, path);
  await expect(remotePage(page, 'member').getByTestId('loading-state').first()).toBeVisible();
  for (const id of cards) await expect(page.locator(`main section[aria-labelledby="${id}"]`)).toBeVisible();
  const loading = await cardHeights(page, cards);
  release();
  await expect(page.getByTestId('loading-state')).toHaveCount(0);
  const loaded = await cardHeights(page, cards);
  await page.unrouteAll({ behavior: 'wait' });
  return { loading, loaded };
}

async function expectSteadyPages(page: Page): Promise<void> {
  // The shell's own balance list is in before the pages open.
  await page.waitForLoadState('networkidle');
  for (const path of ['/my', '/my/wallet'] as const) {
    const { loading, loaded } = await heightsLoadingThenLoaded(page, path, STEADY_CARDS[path]);
    expect(loading, path).toEqual(loaded);
    await navigateInApp(page, '/');
    await expect(remotePage(page, 'catalog')).toBeVisible();
  }
}

test('on a phone, the member center and the wallet keep their cards’ size while their answers arrive, with money', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/');
  await expectSteadyPages(page);
});

test('on a phone, the member center and the wallet keep their cards’ size while their answers arrive, without money', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerAndSignIn(page, newEmail(), '/');
  await expectSteadyPages(page);
});

test('on a phone, the invitation statistics keep their size while their figures arrive', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, '/');
  await page.waitForLoadState('networkidle');
  const { loading, loaded } = await heightsLoadingThenLoaded(page, '/my/invitation', ['invite-stats'], '**/api/order/myInvite/inviteData**');
  expect(loading).toEqual(loaded);
});

test('on a phone, the order tabs stay where they are when their counts arrive', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // A new customer: every count is one figure, the room the tabs keep while the counts load.
  await registerAndSignIn(page, newEmail(), '/');
  await page.waitForLoadState('networkidle');
  const release = await holdRequests(page, '**/api/order/orderInfo/getOrderCount**');
  await navigateInApp(page, '/my/order');
  const tabs = page.getByRole('tablist', { name: 'Заказы по статусу' }).getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect(tabs.first()).toHaveAccessibleName('Все');
  const boxes = () => tabs.evaluateAll((nodes) => nodes.map((node) => [Math.round(node.getBoundingClientRect().left), Math.round(node.getBoundingClientRect().width)]));
  const loading = await boxes();
  release();
  await expect(tabs.first()).toHaveAccessibleName(/^Все\s?0$/);
  expect(await boxes()).toEqual(loading);
  await page.unrouteAll({ behavior: 'wait' });
});
