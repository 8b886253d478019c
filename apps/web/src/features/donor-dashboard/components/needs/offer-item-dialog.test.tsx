// @vitest-environment happy-dom
import { NEED_MESSAGES } from '@app/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { need } from '#src/components/needs/test/need-fixtures';
import { OfferItemDialog } from './offer-item-dialog';

// Mantine's autosizing textareas listen for web fonts loading, which happy-dom does not report.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  // Only the categories are asked for (the built-in list stands in); an offer must never be sent here.
  fetchSpy = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const shown = need({ quantity_remaining: 6, actions: ['answer'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <OfferItemDialog opened donorId={2} need={shown} onClose={vi.fn()} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Offer an item: Laptops for our coding class' });
}

describe('OfferItemDialog', () => {
  it('opens the item form filled from the need, with the note to the nonprofit', () => {
    const dialog = renderDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveProperty(
      'value',
      'Laptops for our coding class',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveProperty('value', '6');
    expect(dialog.textContent).toContain('At most the 6 still needed');
    expect(dialog.textContent).toContain('Madison Youth Coders still needs 6, by Dec 15, 2026.');
    expect(within(dialog).getByRole('textbox', { name: 'Note to the nonprofit (optional)' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send offer' })).toBeTruthy();
  });

  it('refuses more than the need still lacks without sending anything', async () => {
    const dialog = renderDialog();
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(dialog.textContent).toContain(NEED_MESSAGES.offerTooLarge(6)));
    const posts = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toEqual([]);
  });
});
