import type { DonorRequest } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterDonorRequests } from './filter-requests';

function request(id: number, patch: Partial<DonorRequest>): DonorRequest {
  return {
    id,
    item_id: id,
    item_title: `Item ${id}`,
    image_url: '',
    nonprofit_id: 7,
    nonprofit_name: 'Helping Hands',
    event_name: null,
    event_date: null,
    message: null,
    status: 'pending',
    decline_reason: null,
    fair_market_value: 10,
    total_value: 10,
    quantity_requested: 1,
    item_quantity_available: 5,
    created_at: '2026-05-01T00:00:00Z',
    expires_at: '2026-05-08T00:00:00Z',
    approved_at: null,
    declined_at: null,
    intended_use: null,
    acknowledgement_status: 'none',
    state: 'pending',
    actions: [],
    next_step: { actor: 'donor', action: 'decide', label: 'Approve or decline' },
    timeline: {
      requested_at: '2026-05-01T00:00:00Z',
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
  request(1, { event_name: 'Winter Coat Drive', created_at: '2026-05-03T00:00:00Z' }),
  request(2, { message: 'For our after-school LAPTOP lab', status: 'approved', created_at: '2026-05-01T00:00:00Z' }),
  request(3, { nonprofit_name: 'Food Bank', status: 'declined', created_at: '2026-05-02T00:00:00Z' }),
];

describe('filterDonorRequests', () => {
  it('searches event name, message, item title and nonprofit name', () => {
    const ids = (search: string) => filterDonorRequests(requests, { ...DEFAULT_FILTERS, search }).map((r) => r.id);
    expect(ids('coat')).toEqual([1]);
    expect(ids('laptop')).toEqual([2]);
    expect(ids('food bank')).toEqual([3]);
    expect(ids('item 2')).toEqual([2]);
  });

  it('filters by status and sorts newest or oldest first', () => {
    expect(filterDonorRequests(requests, { ...DEFAULT_FILTERS, status: 'approved' }).map((r) => r.id)).toEqual([2]);
    expect(filterDonorRequests(requests, DEFAULT_FILTERS).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(filterDonorRequests(requests, { ...DEFAULT_FILTERS, sort: 'oldest' }).map((r) => r.id)).toEqual([2, 3, 1]);
  });
});
