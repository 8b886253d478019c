import { lazy, type ComponentType } from 'react';
import { importWithTimeout } from '#src/lib/import-with-timeout';

export type LazyTab<Props extends object> = ComponentType<Props> & {
  /** Starts downloading the tab's code without rendering it. */
  preload: () => void;
};

/**
 * A dashboard tab other than the first one shown, whose code (forms, zod schemas, dropzones) downloads
 * and runs when the tab is opened or about to be, not with the dashboard: that code ran in the
 * dashboard's first seconds and blocked the page (docs/quality.md, Lighthouse, late-evening round).
 * A chunk that fails or hangs throws PageLoadError, which the tab's error boundary shows with Try again.
 */
export function lazyTab<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyTab<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => (loading ??= importWithTimeout(load));
  const Tab = lazy(() => start().then((component) => ({ default: component })));
  return Object.assign(Tab, { preload: () => void start().catch(() => {}) });
}
