import { expect, type Locator, type Page } from '@playwright/test';

/** The page fits its window's width: nothing to scroll sideways to (`what` names the check). */
export async function expectNoSidewaysScroll(page: Page, what = `no sideways scrolling at ${page.viewportSize()?.width} px`): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/**
 * The words inside `region` that the browser drew across two lines ("Банковска|я"): what a narrow
 * phone shows when a column is too tight for its text. A break after a hyphen is a normal one.
 */
export function wordsSplitAcrossLines(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const split: string[] = [];
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/** The labels of the tabs among `tabs` that their tab list's edge cuts (scrolled partly out of sight). */
export function tabsCutByTheirList(tabs: Locator): Promise<string[]> {
  return tabs.evaluateAll((nodes) =>
    nodes
      .filter((tab) => {
        const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left < list.left || box.right > list.right;
      })
      .map((tab) => tab.textContent ?? ''),
  );
}
