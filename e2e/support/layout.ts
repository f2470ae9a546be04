import type { Locator } from '@playwright/test';

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
