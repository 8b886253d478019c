// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithTimeout } from '../lib/import-with-timeout';
import { RouteErrorPage } from './route-error-page';

const renderRoutes = async (routes: RouteObject[]) => {
  const router = createMemoryRouter(routes);
  await act(async () => {
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
  });
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the router error element', () => {
  it('a route whose code fails to load shows the reload offer, not a blank page', async () => {
    await renderRoutes([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        lazy: () => importWithTimeout(() => Promise.reject(new TypeError('Importing a module script failed.'))),
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('a page that throws while rendering shows Try again inside the router', async () => {
    function Broken(): ReactNode {
      const [value] = useState<string | null>(null);
      return value!.length;
    }
    await renderRoutes([{ path: '/', errorElement: <RouteErrorPage />, Component: Broken }]);
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
