import type { NonprofitRequest, RequestBatch } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterBatches, filterNonprofitRequests } from './filter-requests';

const now = new Date('2026-05-20T12:00:00Z');

function request(id: number, patch: Partial<NonprofitRequest>): NonprofitRequest {
  return {
    id,
    item_id: id,
    item_title: `Item ${id}`,
    title: `Item ${id}`,
    image_url: '',
    donor_company_name: 'Acme',
    event_id: null,
    event_name: null,
    event_date: null,
    batch_id: null,
    fair_market_value: 10,
    total_value: 10,
    quantity_requested: 1,
    tokens_charged: 1,
    status: 'pending',
    decline_reason: null,
    message: null,
    created_at: '2026-05-19T12:00:00Z',
    expires_at: '2026-05-26T12:00:00Z',
    approved_at: null,
    delivery_status: null,
    delivery_method: null,
    delivery_options: [],
    intended_use: null,
    acknowledgement_status: 'none',
    state: 'pending',
    actions: [],
    next_step: { actor: 'donor', action: 'decide', label: 'Approve or decline' },
    timeline: {
      requested_at: '2026-05-19T12:00:00Z',
      approved_at: null,
      declined_at: null,
      cancelled_at: null,
      method_chosen_at: null,
      paid_at: null,
      sent_at: null,
      received_at: null,
    },
    method_options: [],
    ...patch,
  };
}

const requests = [
  request(1, { item_title: 'Laptops', event_name: 'Spring Gala', created_at: '2026-05-18T00:00:00Z' }),
  request(2, { item_title: 'Chairs', status: 'approved', created_at: '2026-04-01T00:00:00Z' }),
  request(3, { item_title: 'Books', event_name: 'Book Drive', status: 'declined', created_at: '2026-01-01T00:00:00Z' }),
];

describe('filterNonprofitRequests', () => {
  it('searches the event name and the item title, ignoring case', () => {
    expect(filterNonprofitRequests(requests, { ...DEFAULT_FILTERS, search: 'gala' }, now).map((r) => r.id)).toEqual([
      1,
    ]);
    expect(filterNonprofitRequests(requests, { ...DEFAULT_FILTERS, search: 'CHAIR' }, now).map((r) => r.id)).toEqual([
      2,
    ]);
  });

  it('filters by status and time, and sorts both ways', () => {
    expect(filterNonprofitRequests(requests, { ...DEFAULT_FILTERS, status: 'declined' }, now).map((r) => r.id)).toEqual(
      [3],
    );
    expect(filterNonprofitRequests(requests, { ...DEFAULT_FILTERS, time: '7d' }, now).map((r) => r.id)).toEqual([1]);
    expect(filterNonprofitRequests(requests, { ...DEFAULT_FILTERS, time: '3m' }, now).map((r) => r.id)).toEqual([1, 2]);
    expect(filterNonprofitRequests(requests, { ...DEFAULT_FILTERS, sort: 'oldest' }, now).map((r) => r.id)).toEqual([
      3, 2, 1,
    ]);
  });
});

describe('filterBatches', () => {
  const batch: RequestBatch = {
    batch_id: 9,
    event_name: 'Food Drive',
    event_date: null,
    description: null,
    total_items: 2,
    total_value: 30,
    created_at: '2026-05-19T00:00:00Z',
    items: [
      { request_id: 4, title: 'Cans', fair_market_value: 10, quantity: 1, status: 'pending' },
      { request_id: 5, title: 'Boxes', fair_market_value: 20, quantity: 1, status: 'approved' },
    ],
  };

  it('matches a batch by any item title or status', () => {
    expect(filterBatches([batch], { ...DEFAULT_FILTERS, search: 'boxes' }, now)).toHaveLength(1);
    expect(filterBatches([batch], { ...DEFAULT_FILTERS, status: 'approved' }, now)).toHaveLength(1);
    expect(filterBatches([batch], { ...DEFAULT_FILTERS, status: 'declined' }, now)).toHaveLength(0);
  });
});
