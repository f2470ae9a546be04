import { useEffect, useState } from 'react';

/** Scrolls smaller than this are finger jitter, not a direction. */
const JITTER_PX = 8;

/**
 * Whether the header should step aside: true after the visitor scrolls down past `topZone`
 * pixels, false again as soon as they scroll up (the way phone browsers treat their own bars).
 */
export function useHideOnScroll(topZone = 64): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // The shell mounts with a new document, at its top. Not read here: reading scrollY as the
    // shell mounts would force a layout of the page React has just drawn, inside the start-up task.
    let last = 0;
    function onScroll() {
      const y = window.scrollY;
      if (y <= topZone) {
        setHidden(false);
        last = y;
        return;
      }
      if (Math.abs(y - last) < JITTER_PX) return;
      setHidden(y > last);
      last = y;
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [topZone]);
  return hidden;
}
