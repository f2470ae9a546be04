import { useEffect, useRef, type RefObject } from 'react';

/** The scroll position of `list` that shows all of `tab`, with a neighbour's edge still in sight. */
function scrollLeftShowing(list: HTMLElement, tab: HTMLElement): number {
  const margin = 24;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < listBox.left + margin) return list.scrollLeft - (listBox.left + margin - tabBox.left);
  if (tabBox.right > listBox.right - margin) return list.scrollLeft + (tabBox.right - (listBox.right - margin));
  return list.scrollLeft;
}

/**
 * Keeps the selected tab of a sideways-scrolling tab list in sight: at once when the page opens on
 * it (the address may name the last tab), smoothly after a choice (the list's CSS decides, so
 * reduced motion is honoured), and again when the tabs change width, as when their counts arrive
 * after the first render.
 */
export function useSelectedTabInSight(list: RefObject<HTMLElement | null>, tabs: RefObject<(HTMLElement | null)[]>, selectedIndex: number): void {
  const shown = useRef(false);
  useEffect(() => {
    const listNode = list.current;
    const tab = tabs.current?.[selectedIndex];
    if (!listNode || !tab) return;
    const show = (behavior: ScrollBehavior) => {
      if (listNode.scrollWidth > listNode.clientWidth) listNode.scrollTo({ left: scrollLeftShowing(listNode, tab), behavior });
    };
    show(shown.current ? 'auto' : 'instant');
    shown.current = true;
    // Without ResizeObserver (an old browser) only the late widening goes unfollowed.
    if (typeof ResizeObserver === 'undefined') return;
    let size = `${listNode.scrollWidth}x${listNode.clientWidth}`;
    const observer = new ResizeObserver(() => {
      const next = `${listNode.scrollWidth}x${listNode.clientWidth}`;
      if (next === size) return;
      size = next;
      show('instant');
    });
    observer.observe(listNode);
    for (const node of tabs.current ?? []) if (node) observer.observe(node);
    return () => observer.disconnect();
  }, [list, tabs, selectedIndex]);
}
