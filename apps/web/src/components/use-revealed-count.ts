import { startTransition, useEffect, useState } from 'react';

/** A tab opened in the background gets no animation frames: each step goes on after this long anyway. */
const LATEST_MS = 200;

/**
 * How many of `total` sections to show: none at first, then one more after each painted frame, each
 * step in a transition. A page built of several heavy cards commits them one by one, so no single
 * commit and its layout hold the main thread for long on a phone (docs/quality.md, Lighthouse).
 */
export function useRevealedCount(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    const next = () => startTransition(() => setCount((current) => Math.max(current, count + 1)));
    let afterFrame: number | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = window.setTimeout(next);
    });
    const latest = window.setTimeout(next, LATEST_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(latest);
    };
  }, [count, total]);
  return count;
}
