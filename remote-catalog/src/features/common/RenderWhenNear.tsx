import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws its children once their place comes within a screen's height of the viewport, and an empty
 * box of `placeholderHeight` until then. For a part of a page far below the first screen that costs
 * a phone real work to draw: a visitor who never scrolls there never pays for it, and one who does
 * finds it drawn a screen before it shows, so nothing moves in view. Without IntersectionObserver
 * it draws at once.
 */
export function RenderWhenNear({ placeholderHeight, children }: { placeholderHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={placeholder} style={{ height: placeholderHeight }} data-testid="render-when-near" />;
}
