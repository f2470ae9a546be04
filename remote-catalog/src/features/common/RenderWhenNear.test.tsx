import { act, render, screen } from '@testing-library/react';
import { RenderWhenNear } from './RenderWhenNear';

/** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when the box comes near. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  FakeIntersectionObserver.last = undefined;
});

it('keeps an empty box of the given height until its place comes within a screen of the viewport', () => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  render(
    <RenderWhenNear placeholderHeight={44}>
      <p>ticker</p>
    </RenderWhenNear>,
  );
  const placeholder = screen.getByTestId('render-when-near');
  expect(placeholder).toHaveStyle({ height: '44px' });
  expect(screen.queryByText('ticker')).toBeNull();
  const observer = FakeIntersectionObserver.last!;
  expect(observer.options?.rootMargin).toBe('100% 0px');
  expect(observer.observed).toEqual([placeholder]);

  act(() => observer.report(false));
  expect(screen.queryByText('ticker')).toBeNull();

  act(() => observer.report(true));
  expect(screen.getByText('ticker')).toBeInTheDocument();
  expect(screen.queryByTestId('render-when-near')).toBeNull();
  expect(observer.disconnected).toBe(true);
});

it('draws at once where the browser has no IntersectionObserver', () => {
  render(
    <RenderWhenNear placeholderHeight={44}>
      <p>ticker</p>
    </RenderWhenNear>,
  );
  expect(screen.getByText('ticker')).toBeInTheDocument();
});
