// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { need } from '#src/components/needs/test/need-fixtures';
import { DonorNeedCard } from './donor-need-card';

afterEach(cleanup);

function renderCard(shown = need()) {
  const onAnswer = vi.fn();
  render(
    <MantineProvider>
      <DonorNeedCard need={shown} onAnswer={onAnswer} />
    </MantineProvider>,
  );
  return { card: screen.getByRole('article', { name: shown.title }), onAnswer };
}

describe('DonorNeedCard', () => {
  it('says who asks, where, how far, how many are still needed, by when and for what use', () => {
    const { card } = renderCard(need({ distance_miles: 12.4 }));
    expect(card.textContent).toContain('Madison Youth Coders');
    expect(card.textContent).toContain('Madison, WI · 12 miles away');
    expect(card.textContent).toContain('6 of 10 still needed');
    expect(card.textContent).toContain('Dec 15, 2026');
    expect(card.textContent).toContain("In our organization's programs");
  });

  it('says a nonprofit in the same town is less than a mile away', () => {
    expect(renderCard(need({ distance_miles: 0.2 })).card.textContent).toContain('Madison, WI · Less than a mile away');
  });

  it('leaves the distance out when it is not known', () => {
    const { card } = renderCard(need({ distance_miles: null }));
    expect(card.textContent).toContain('Madison, WI');
    expect(card.textContent).not.toContain('miles away');
  });

  it('offers "I can give this" only when the server lists answer', () => {
    expect(within(renderCard(need({ actions: [] })).card).queryAllByRole('button')).toHaveLength(0);
    cleanup();
    const shown = need({ actions: ['answer'] });
    const { card, onAnswer } = renderCard(shown);
    const button = within(card).getByRole('button', { name: /I can give this/ });
    expect(button.textContent).toBe('I can give this');
    fireEvent.click(button);
    expect(onAnswer).toHaveBeenCalledWith(shown);
  });
});
