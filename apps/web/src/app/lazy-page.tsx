import { lazy, type ComponentType, type ReactNode } from 'react';
import { importWithTimeout } from '../lib/import-with-timeout';

export interface LazyPage {
  (): ReactNode;
  /** Starts downloading the page's chunk without rendering it. */
  preload: () => void;
}

/**
 * One page's chunk, loaded when the page first renders (or on `preload`). A chunk that fails or takes
 * over two minutes throws PageLoadError, which the page's error boundary turns into a reload offer.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage {
  let loading: Promise<Module> | undefined;
  const start = () => (loading ??= importWithTimeout(load));
  const Page = lazy(() => start().then((module) => ({ default: module[name] as ComponentType })));
  // A failed preload is reported when the page renders, not as an unhandled rejection now.
  return Object.assign(() => <Page />, { preload: () => void start().catch(() => {}) });
}
