import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** A tab opened in the background gets no animation frames: it goes on after this long anyway. */
const LATEST_MS = 200;

/**
 * Shows `fallback` for one painted frame, then `children`: code that `children` load (a dashboard, the
 * chat widget, the bell's panel) is asked for only once the page's main text is on screen. Over
 * HTTP/1.1 a browser opens six connections to a server, and forty-odd script files asked for first
 * would hold up the few requests that text needs.
 */
export function AfterFirstPaint({
  fallback,
  children,
  inTransition = false,
}: {
  fallback: ReactNode;
  children: ReactNode;
  /** Render `children` in a transition, which React builds in slices between frames. */
  inTransition?: boolean;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => (inTransition ? startTransition(() => setPainted(true)) : setPainted(true));
    let nextFrame: number | undefined;
    let afterFrame: number | undefined;
    // The frame after the next one starts once the next one is on screen (its paint is reported late).
    const frame = requestAnimationFrame(() => {
      nextFrame = requestAnimationFrame(() => {
        afterFrame = window.setTimeout(show);
      });
    });
    const latest = window.setTimeout(show, LATEST_MS);
    return () => {
      cancelAnimationFrame(frame);
      if (nextFrame !== undefined) cancelAnimationFrame(nextFrame);
      clearTimeout(afterFrame);
      clearTimeout(latest);
    };
  }, [inTransition]);
  return painted ? children : fallback;
}
