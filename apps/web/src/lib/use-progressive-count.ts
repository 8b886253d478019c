import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of a long list to render now: the first `first` at once, then all of them in a
 * transition, which React renders in slices between frames. A list that arrives from the server is
 * otherwise rendered in one synchronous task (a query's answer is not a transition), and a page of
 * cards made that task the longest of the marketplace's start (docs/quality.md, Lighthouse).
 *
 * A new list (its first row changed) starts again from `first`; rows added after it (Load more) follow
 * in a transition too.
 */
export function useProgressiveCount<Row>(rows: readonly Row[], first: number): number {
  const [state, setState] = useState({ head: rows[0], shown: first });
  let shown = state.shown;
  if (state.head !== rows[0]) {
    // Adjusting state while rendering: React re-renders at once, without painting the stale count.
    shown = first;
    setState({ head: rows[0], shown: first });
  }
  const total = rows.length;
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setState((current) => ({ ...current, shown: total })));
  }, [shown, total]);
  return Math.min(shown, total);
}
