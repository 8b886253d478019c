// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form';

const EIN_TAKEN = 'An organization with this EIN is already registered. If it is yours, contact support.';

function renderForm() {
  const onRegistered = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <MemoryRouter>
          <SignupForm initialRole="nonprofit" onRegistered={onRegistered} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onRegistered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** The error Mantine shows under a field, linked to it by aria-describedby. */
const errorOf = (name: string) => {
  const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text && !/9-digit/.test(text));
};

function fillNonprofit(ein: string) {
  type('Full name', 'Morgan Lee');
  type('Email address', 'morgan@example.org');
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Sunrise-Harbor-42' } });
  type('Phone', '555-0199');
  type('Organization name', 'Harbor Literacy Project');
  type('EIN', ein);
}

beforeAll(() => {
  // The mission statement's autosizing textarea listens for web fonts, which happy-dom does not have.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SignupForm: the EIN', () => {
  it('a prefix the IRS does not assign is named at the field once it is left, and nothing is sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fillNonprofit('07-1234567');
    fireEvent.blur(field('EIN'));
    await waitFor(() => expect(errorOf('EIN')).toBe('EIN prefix 07 is not one the IRS assigns'));
    expect(field('EIN').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('EIN')).toBe('EIN prefix 07 is not one the IRS assigns'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("an EIN another nonprofit has: the server's 400 sentence is shown at the field", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ detail: [{ loc: ['body', 'ein'], msg: EIN_TAKEN }] }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onRegistered = renderForm();
    fillNonprofit('27-1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(errorOf('EIN')).toBe(EIN_TAKEN));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ ein: '27-1234567' });
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
