import { expect, type Page } from '@playwright/test';

export const REMOTE_HOME = {
  catalog: '/',
  checkout: '/ordre/confirm',
  member: '/my',
  activities: '/activies/invitation',
} as const;

export type RemoteName = keyof typeof REMOTE_HOME;

export function remotePage(page: Page, remote: RemoteName) {
  return page.locator(`[data-testid="remote-page"][data-remote="${remote}"]`);
}

export function remoteFallback(page: Page, remote: RemoteName) {
  return page.locator(`[data-testid="remote-fallback"][data-remote="${remote}"]`);
}

/** Client-side navigation, as a click on a link would do, without reloading the page. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.getByTestId('shell-footer')).toBeVisible();
}

/** What the page's security policy refuses from now on, as Chromium reports it in the console. */
/** Holds back the answers of the requests matching `requests` until the returned function lets them in. */
export async function holdRequests(page: Page, requests: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(requests, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export function refusedByPolicy(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return refused;
}
