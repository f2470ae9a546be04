import { expect, test } from '@playwright/test';
import { REMOTE_HOME, navigateInApp, remotePage, type RemoteName } from '../support/store';

for (const [remote, path] of Object.entries(REMOTE_HOME) as [RemoteName, string][]) {
  test(`${path} renders the ${remote} remote, loaded from its own build`, async ({ page }) => {
    const manifestRequest = page.waitForRequest((request) => request.url().includes(`/remotes/${remote}/`) && request.url().endsWith('/mf-manifest.json'));
    await page.goto(path);
    await manifestRequest;
    await expect(remotePage(page, remote)).toBeVisible();
  });
}

test('host and remotes run one React and one session store', async ({ page }) => {
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  for (const remote of ['checkout', 'member', 'activities'] as const) {
    await navigateInApp(page, REMOTE_HOME[remote]);
    await expect(remotePage(page, remote)).toBeVisible();
  }

  const runtime = await page.evaluate(() => {
    const registry = (window as unknown as { __TOPUP_RUNTIME__: Record<string, { react: unknown; sessionInstanceId: string }> }).__TOPUP_RUNTIME__;
    const parts = Object.keys(registry).sort();
    const reacts = new Set(Object.values(registry).map((part) => part.react));
    const sessions = new Set(Object.values(registry).map((part) => part.sessionInstanceId));
    return { parts, reactCount: reacts.size, sessionCount: sessions.size, sessionId: [...sessions][0] ?? '' };
  });
  expect(runtime.parts).toEqual(['activities', 'catalog', 'checkout', 'host', 'member']);
  expect(runtime.reactCount).toBe(1);
  expect(runtime.sessionCount).toBe(1);
  await expect(remotePage(page, 'activities')).toHaveAttribute('data-session-instance', runtime.sessionId);
});

test("host and remotes write their controls in the store's type, not the browser's own", async ({ page }) => {
  const offType = () =>
    page.evaluate(() => {
      const storeType = getComputedStyle(document.body).fontFamily;
      return [...document.querySelectorAll('button, input, select, textarea')]
        .filter((control) => getComputedStyle(control).fontFamily !== storeType)
        .map((control) => `${control.tagName} ${control.getAttribute('aria-label') ?? control.textContent?.trim()}: ${getComputedStyle(control).fontFamily}`);
    });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Следующий слайд' })).toBeVisible();
  await expect(page.getByTestId('locale-switcher')).toBeVisible();
  expect(await offType()).toEqual([]);
  await page.goto('/detail/1011');
  await expect(page.getByRole('button', { name: 'Увеличить количество' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeAttached();
  expect(await offType()).toEqual([]);
});

test("host and remotes write the first-visit pages' texts on the type scale of tokens.css", async ({ page }) => {
  // Each size and weight is one more font to look up in the page's layout (on Linux, a call into
  // the browser process), and UI.md asks for sizes on a short scale.
  const offScale = () =>
    page.evaluate(() => {
      // The sizes at this width (the largest two are fluid under 360 px).
      const sizes = ['xs', 'sm', 'md', 'lg', 'xl'].map((step) => {
        const probe = document.createElement('span');
        probe.style.fontSize = `var(--font-size-${step})`;
        document.body.append(probe);
        const size = getComputedStyle(probe).fontSize;
        probe.remove();
        return size;
      });
      const weights = ['400', '600', '700'];
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
        const { fontSize, fontWeight } = getComputedStyle(element);
        if (!sizes.includes(fontSize) || !weights.includes(fontWeight)) found.add(`${fontSize} ${fontWeight}: ${node.textContent.trim().slice(0, 30)}`);
      }
      return [...found];
    });
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Следующий слайд' })).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect(page.getByTestId('render-when-near')).toHaveCount(0);
    expect(await offScale()).toEqual([]);
    await page.goto('/detail/1011');
    await expect(page.getByRole('button', { name: 'Увеличить количество' })).toBeVisible();
    expect(await offScale()).toEqual([]);
  }
});
