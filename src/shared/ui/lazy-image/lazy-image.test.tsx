import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver: the test says which elements come into (or near) view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  report(element: Element, isIntersecting: boolean) {
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

async function load() {
  // The shared observers live in the module: a fresh module per test.
  vi.resetModules();
  return (await import('./lazy-image')).LazyImage;
}

const images = (container: HTMLElement) => [...container.querySelectorAll('img')];

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => vi.unstubAllGlobals());

describe('LazyImage', () => {
  it('asks for its source only once it comes within 100 px of the viewport, through one shared observer', async () => {
    const LazyImage = await load();
    const { container } = render(
      <>
        <LazyImage src="/covers/1.jpg" alt="" width={48} height={48} className="cover" />
        <LazyImage src="/covers/2.jpg" alt="" width={48} height={48} className="cover" />
        <LazyImage src="/covers/3.jpg" alt="" width={48} height={48} className="cover" />
      </>,
    );
    const [first, second, third] = images(container) as [HTMLImageElement, HTMLImageElement, HTMLImageElement];
    expect(FakeObserver.all).toHaveLength(1);
    const [observer] = FakeObserver.all as [FakeObserver];
    expect(observer.options.rootMargin).toBe('100px');
    expect(observer.observed).toEqual(new Set([first, second, third]));
    // Laid out at its size, without a source yet: nothing moves when it arrives.
    for (const image of [first, second, third]) {
      expect(image).not.toHaveAttribute('src');
      expect(image).toHaveAttribute('width', '48');
      expect(image).toHaveClass('cover');
      expect(image).not.toHaveAttribute('loading');
    }

    observer.report(second, false);
    expect(second).not.toHaveAttribute('src');

    observer.report(first, true);
    expect(first).toHaveAttribute('src', '/covers/1.jpg');
    expect(first).toHaveAttribute('decoding', 'async');
    expect(second).not.toHaveAttribute('src');
    expect(observer.observed).toEqual(new Set([second, third]));

    observer.report(third, true);
    expect(third).toHaveAttribute('src', '/covers/3.jpg');
    expect(observer.observed).toEqual(new Set([second]));
  });

  it('keeps its source once near, and stops watching an image that leaves the page', async () => {
    const LazyImage = await load();
    const { container, rerender, unmount } = render(<LazyImage src="/a.jpg" alt="" />);
    const [observer] = FakeObserver.all as [FakeObserver];
    const [image] = images(container) as [HTMLImageElement];
    observer.report(image, true);
    rerender(<LazyImage src="/b.jpg" alt="" />);
    expect(image).toHaveAttribute('src', '/b.jpg');
    expect(observer.observed.size).toBe(0);
    unmount();

    const later = render(<LazyImage src="/c.jpg" alt="" />);
    expect(FakeObserver.all).toHaveLength(1);
    expect(observer.observed.size).toBe(1);
    later.unmount();
    expect(observer.observed.size).toBe(0);
  });

  it('hands the element to its ref', async () => {
    const LazyImage = await load();
    const ref = vi.fn();
    render(<LazyImage src="/a.jpg" alt="" ref={ref} />);
    expect(ref).toHaveBeenCalledWith(expect.any(HTMLImageElement));
  });

  it('loads at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const LazyImage = await load();
    const { container } = render(<LazyImage src="/a.jpg" alt="" />);
    expect(images(container)[0]).toHaveAttribute('src', '/a.jpg');
  });
});
