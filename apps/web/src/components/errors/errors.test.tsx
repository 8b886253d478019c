// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithTimeout, PageLoadError } from '#src/lib/import-with-timeout';
import { SectionErrorBoundary } from './section-error-boundary';

const withMantine = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a section that fails to render', () => {
  it('shows Try again, and Try again renders it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Listings() {
      if (broken) throw new Error('boom');
      return <p>Listings loaded</p>;
    }
    withMantine(
      <SectionErrorBoundary subject="The Listings tab">
        <Listings />
      </SectionErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The Listings tab could not be shown');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Listings loaded')).toBeTruthy();
  });

  it('keeps the rest of the page on screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    withMantine(
      <>
        <h1>Donor dashboard</h1>
        <SectionErrorBoundary subject="The Impact tab">
          <Broken />
        </SectionErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Donor dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('page code that cannot be loaded', () => {
  it('a failing lazy import offers the new version and a Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Missing = lazy(() =>
      importWithTimeout<{ default: () => ReactNode }>(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/listings-abc.js')),
      ),
    );
    withMantine(
      <SectionErrorBoundary subject="The Listings tab">
        <Suspense fallback={<p>Loading</p>}>
          <Missing />
        </Suspense>
      </SectionErrorBoundary>,
    );
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('gives up after two minutes rather than spinning for ever', async () => {
    vi.useFakeTimers();
    const never = importWithTimeout(() => new Promise<never>(() => {}));
    const outcome = expect(never).rejects.toBeInstanceOf(PageLoadError);
    await vi.advanceTimersByTimeAsync(119_000);
    let settled = false;
    void never.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
  });
});
