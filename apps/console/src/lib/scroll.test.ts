import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scroll.ts';

describe('scrollToTop (SPEC.md §2: 500 ms animation)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('animates from the current position to the top within the duration', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) =>
      positions.push(y)) as unknown as typeof window.scrollTo);

    scrollToTop(500);
    for (const now of [1100, 1250, 1400, 1500]) frames.shift()?.(now);

    expect(positions[0]).toBeLessThan(800);
    expect(positions[1]).toBe(400);
    expect(positions.at(-1)).toBe(0);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
    expect(frames).toHaveLength(0);
  });

  it('does nothing at the top already', () => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToTop();
    expect(scroll).not.toHaveBeenCalled();
  });
});
