import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorFallback } from './error-fallback';

export interface SectionErrorBoundaryProps {
  /** What the fallback says could not be shown, e.g. "The Listings tab". */
  subject: string;
  /** Changing any of these (e.g. the active tab) clears a shown error. */
  resetKeys?: unknown[];
  children: ReactNode;
}

/** Keeps a render error inside one section (a dashboard tab, a dialog) with a Try again button. */
export function SectionErrorBoundary({ subject, resetKeys, children }: SectionErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <ErrorFallback error={error} subject={subject} onTryAgain={resetErrorBoundary} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
