// @vitest-environment happy-dom
import { REQUEST_STATES, type RequestState } from '@app/shared';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lifecycleAt } from '../test/requests-fixtures';
import { RequestTimeline } from './request-timeline';

afterEach(cleanup);

function steps(state: RequestState) {
  const { timeline } = lifecycleAt(state);
  const view = render(
    <MantineProvider>
      <RequestTimeline state={state} timeline={timeline} label="Progress of Laptops" />
    </MantineProvider>,
  );
  const list = view.getByRole('list', { name: 'Progress of Laptops' });
  expect(list.tagName).toBe('OL');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent ?? '',
      current: item.getAttribute('aria-current') === 'step',
    }));
}

/** The step's label, whether it shows a date, and which step is current, for each state. */
const EXPECTED: Record<RequestState, { labels: string[]; dated: number; current: string }> = {
  pending: {
    labels: ['Requested', 'Approved', 'Delivery method chosen', 'Paid', 'Sent', 'Received'],
    dated: 1,
    current: 'Approved',
  },
  approved: {
    labels: ['Requested', 'Approved', 'Delivery method chosen', 'Paid', 'Sent', 'Received'],
    dated: 3,
    current: 'Paid',
  },
  paying: {
    labels: ['Requested', 'Approved', 'Delivery method chosen', 'Paid', 'Sent', 'Received'],
    dated: 3,
    current: 'Paid',
  },
  paid: {
    labels: ['Requested', 'Approved', 'Delivery method chosen', 'Paid', 'Sent', 'Received'],
    dated: 4,
    current: 'Sent',
  },
  sent: {
    labels: ['Requested', 'Approved', 'Delivery method chosen', 'Paid', 'Sent', 'Received'],
    dated: 5,
    current: 'Received',
  },
  completed: {
    labels: ['Requested', 'Approved', 'Delivery method chosen', 'Paid', 'Sent', 'Received'],
    dated: 6,
    current: 'Received',
  },
  declined: { labels: ['Requested', 'Declined'], dated: 2, current: 'Declined' },
  expired: { labels: ['Requested', 'Expired'], dated: 2, current: 'Expired' },
  cancelled: { labels: ['Requested', 'Cancelled'], dated: 2, current: 'Cancelled' },
};

describe('RequestTimeline', () => {
  it.each(REQUEST_STATES)('%s: each reached step shows its date, and one step is current', (state) => {
    const expected = EXPECTED[state];
    const shown = steps(state);
    expect(shown.map((step) => step.text.split(',')[0])).toEqual(expected.labels);
    // en-US short dates: "May 1, 2026".
    expect(shown.filter((step) => /[A-Z][a-z]{2} \d{1,2}, 2026/.test(step.text))).toHaveLength(expected.dated);
    expect(shown.filter((step) => step.current).map((step) => step.text.split(',')[0])).toEqual([expected.current]);
  });

  it('says in words which steps are done, so colour is not the only sign', () => {
    const shown = steps('paid');
    expect(shown[0]!.text).toContain('done');
    expect(shown[4]!.text).toContain('current step');
    expect(shown[5]!.text).toContain('not reached yet');
    expect(shown[3]!.text).toContain('May 4, 2026');
  });

  it('calls the sent step "Ready for pickup" for pickup', () => {
    const { timeline } = lifecycleAt('paid');
    const view = render(
      <MantineProvider>
        <RequestTimeline state="paid" timeline={timeline} pickup />
      </MantineProvider>,
    );
    expect(view.getByText('Ready for pickup')).toBeTruthy();
  });
});
