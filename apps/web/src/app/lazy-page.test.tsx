// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionErrorBoundary } from '../components/errors/section-error-boundary';
import { lazyPage } from './lazy-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page whose code cannot be loaded', () => {
  it('shows the reload offer inside the page frame, not a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Missing = lazyPage(
      () => Promise.reject<{ Page: () => null }>(new TypeError('Importing a module script failed.')),
      'Page',
    );
    Missing.preload(); // a failed preload is not an unhandled rejection
    render(
      <MantineProvider>
        <header>In-Kind Marketplace</header>
        <SectionErrorBoundary subject="This page">
          <Suspense fallback={<p>Loading</p>}>
            <Missing />
          </Suspense>
        </SectionErrorBoundary>
      </MantineProvider>,
    );
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText('In-Kind Marketplace')).toBeTruthy();
  });
});
