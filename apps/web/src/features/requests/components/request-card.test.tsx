// @vitest-environment happy-dom
import type { RequestState } from '@app/shared';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { donorRequest, nonprofitRequest } from '../test/requests-fixtures';
import { RequestCard, type ViewedRequest } from './request-card';

afterEach(cleanup);

function renderCard(viewed: ViewedRequest, onAction = vi.fn()) {
  render(
    <MantineProvider>
      <ul>
        <RequestCard {...viewed} onOpenDetails={vi.fn()} onAction={onAction} />
      </ul>
    </MantineProvider>,
  );
  const card = screen.getByRole('listitem', { name: 'Laptops' });
  const buttons = within(card)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== 'Details');
  return { card, buttons, onAction };
}

/** What each party sees on the card: the buttons in order (primary first), and the waiting line. */
const NONPROFIT: Record<RequestState, { buttons: string[]; waiting: string | null }> = {
  pending: { buttons: ['Cancel request'], waiting: 'Waiting for the donor to approve or decline' },
  approved: { buttons: ['Pay $33.50', 'Change delivery method'], waiting: null },
  paying: { buttons: ['Pay $33.50'], waiting: null },
  paid: { buttons: [], waiting: 'Waiting for the donor to mark as sent' },
  sent: { buttons: ['Confirm received', 'Report not received'], waiting: null },
  completed: { buttons: [], waiting: null },
  declined: { buttons: [], waiting: null },
  expired: { buttons: [], waiting: null },
  cancelled: { buttons: [], waiting: null },
};
const DONOR: Record<RequestState, { buttons: string[]; waiting: string | null }> = {
  pending: { buttons: ['Approve or decline'], waiting: null },
  approved: { buttons: ['Edit decision'], waiting: 'Waiting for the nonprofit to pay $33.50' },
  paying: { buttons: [], waiting: 'Waiting for the nonprofit to pay $33.50' },
  paid: { buttons: ['Mark as sent'], waiting: null },
  sent: { buttons: [], waiting: 'Waiting for the nonprofit to confirm the item was received' },
  completed: { buttons: [], waiting: null },
  declined: { buttons: ['Edit decision'], waiting: null },
  expired: { buttons: ['Edit decision'], waiting: null },
  cancelled: { buttons: [], waiting: null },
};

const waitingText = (card: HTMLElement) => within(card).queryByTestId('request-waiting')?.textContent ?? null;

describe('RequestCard', () => {
  it.each(Object.keys(NONPROFIT) as RequestState[])(
    'nonprofit, %s: its turn is one primary button, else who is awaited',
    (state) => {
      const { card, buttons } = renderCard({ viewer: 'nonprofit', request: nonprofitRequest(state) });
      expect(buttons).toEqual(NONPROFIT[state].buttons);
      expect(waitingText(card)).toBe(NONPROFIT[state].waiting);
    },
  );

  it.each(Object.keys(DONOR) as RequestState[])(
    'donor, %s: its turn is one primary button, else who is awaited',
    (state) => {
      const { card, buttons } = renderCard({ viewer: 'donor', request: donorRequest(state) });
      expect(buttons).toEqual(DONOR[state].buttons);
      expect(waitingText(card)).toBe(DONOR[state].waiting);
    },
  );

  it('shows the donor the state and the timeline: Paid is on the card itself', () => {
    const { card } = renderCard({ viewer: 'donor', request: donorRequest('paid') });
    expect(within(card).getAllByText('Paid').length).toBeGreaterThan(0);
    expect(within(card).getByRole('list', { name: 'Progress of Laptops' })).toBeTruthy();
  });

  it('never offers a button the server did not: no Mark as sent before payment, no Decline after it', () => {
    for (const state of ['approved', 'paying'] as const) {
      cleanup();
      const { buttons } = renderCard({ viewer: 'donor', request: donorRequest(state) });
      expect(buttons).not.toContain('Mark as sent');
    }
    cleanup();
    const paid = renderCard({ viewer: 'donor', request: donorRequest('paid') });
    expect(paid.buttons).not.toContain('Edit decision');
    cleanup();
    const nonprofitPaid = renderCard({ viewer: 'nonprofit', request: nonprofitRequest('paid') });
    expect(nonprofitPaid.buttons).not.toContain('Change delivery method');
  });

  it('sends the pressed intent: the primary Pay button starts the checkout', () => {
    const { card, onAction } = renderCard({ viewer: 'nonprofit', request: nonprofitRequest('approved') });
    fireEvent.click(within(card).getByRole('button', { name: 'Pay $33.50 for Laptops' }));
    expect(onAction).toHaveBeenCalledWith(7, 'start-checkout');
  });

  it('the donor decides through one button that opens the decision dialog', () => {
    const { card, onAction } = renderCard({ viewer: 'donor', request: donorRequest('pending') });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve or decline for Laptops' }));
    expect(onAction).toHaveBeenCalledWith(7, 'decide');
  });
});
