import { SCROLL_TOP_MS } from '@console/contract';

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to the top in an animation of `duration` ms (SPEC.md §2: 500 ms). Returns a cancel. */
export function scrollToTop(duration: number = SCROLL_TOP_MS): () => void {
  const start = window.scrollY;
  if (start <= 0) return () => undefined;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return () => undefined;
  }
  const began = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOut(progress))));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
