// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { need, needOffer } from '#src/components/needs/test/need-fixtures';
import { NeedCard, type NeedCardProps, type NonprofitNeed } from './need-card';

afterEach(cleanup);

function renderCard(shown: NonprofitNeed, patch: Partial<NeedCardProps> = {}) {
  const props: NeedCardProps = {
    need: shown,
    onEdit: vi.fn(),
    onClose: vi.fn(),
    answering: null,
    failure: null,
    onAnswer: vi.fn(),
    onBuyTokens: vi.fn(),
    ...patch,
  };
  render(
    <MantineProvider>
      <MemoryRouter>
        <NeedCard {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
  const card = screen.getByRole('article', { name: shown.title });
  const buttons = within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent);
  return { card, buttons, props };
}

describe('NeedCard (the nonprofit’s)', () => {
  it('shows what is covered, by when, for what use and the event', () => {
    const { card } = renderCard({ ...need({ event_id: 4, event_name: 'Spring Gala' }), offers: [] });
    expect(within(card).getByRole('progressbar', { name: '4 of 10 covered' })).toBeTruthy();
    expect(card.textContent).toContain('Dec 15, 2026');
    expect(card.textContent).toContain("In our organization's programs");
    expect(card.textContent).toContain('Spring Gala');
    expect(card.textContent).toContain('No offers yet.');
  });

  it.each([
    [[], []],
    [['edit'], ['Edit']],
    [['close'], ['Close need']],
    [
      ['edit', 'close'],
      ['Edit', 'Close need'],
    ],
  ] as const)('with actions %j it offers exactly %j', (actions, expected) => {
    const { buttons } = renderCard({ ...need({ actions: [...actions] }), offers: [] });
    expect(buttons).toEqual(expected);
  });

  it('hands the need to Edit and Close', () => {
    const shown = { ...need({ actions: ['edit', 'close'] }), offers: [] };
    const { card, props } = renderCard(shown);
    fireEvent.click(within(card).getByRole('button', { name: `Edit ${shown.title}` }));
    fireEvent.click(within(card).getByRole('button', { name: `Close need: ${shown.title}` }));
    expect(props.onEdit).toHaveBeenCalledWith(shown);
    expect(props.onClose).toHaveBeenCalledWith(shown);
  });

  it('shows each offer with its donor, value in whole dollars, delivery, note and how long it is held', () => {
    const { card } = renderCard({ ...need(), offers: [needOffer()] });
    const offer = within(card).getByRole('listitem', { name: 'ThinkPad T14 laptops' });
    expect(offer.textContent).toContain('Acme Office Supply');
    expect(offer.textContent).toContain('$250 each');
    expect(offer.textContent).toContain('Nonprofit pickup');
    expect(offer.textContent).toContain('Ready next week.');
    expect(offer.textContent).toMatch(/Held for you until Nov 30, 2026/);
    expect(offer.textContent).toContain('Waiting for your answer');
  });

  it.each([
    [[], []],
    [['decline'], ['Decline']],
    [
      ['accept', 'decline'],
      ['Accept (30 tokens)', 'Decline'],
    ],
  ] as const)('an offer with actions %j offers exactly %j', (actions, expected) => {
    const { card } = renderCard({ ...need(), offers: [needOffer({ actions: [...actions] })] });
    const offer = within(card).getByRole('listitem', { name: 'ThinkPad T14 laptops' });
    expect(
      within(offer)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expected);
  });

  it('accepts in one click, and links the request once accepted', () => {
    const offered = needOffer({ actions: ['accept', 'decline'] });
    const { card, props } = renderCard({ ...need(), offers: [offered] });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept (30 tokens)' }));
    expect(props.onAnswer).toHaveBeenCalledWith(offered, 'accept');
    cleanup();

    const accepted = renderCard({ ...need(), offers: [needOffer({ status: 'accepted', request_id: 88 })] });
    const link = within(accepted.card).getByRole('link', { name: 'See the request' });
    expect(link.getAttribute('href')).toBe('/nonprofit-dashboard?tab=requests&request=88');
    expect(accepted.card.textContent).not.toContain('Held for you until');
  });

  it('shows the server’s refusal in place, with Buy More Tokens when tokens are short', () => {
    const offered = needOffer({ actions: ['accept', 'decline'] });
    const { card, props } = renderCard(
      { ...need(), offers: [offered] },
      { failure: { offerId: offered.id, message: 'You do not have enough tokens.', shortOfTokens: true } },
    );
    expect(within(card).getByRole('alert').textContent).toContain('You do not have enough tokens.');
    fireEvent.click(within(card).getByRole('button', { name: 'Buy More Tokens' }));
    expect(props.onBuyTokens).toHaveBeenCalled();
  });
});
