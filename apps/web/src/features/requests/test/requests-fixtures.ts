import type { DonorRequest, NonprofitRequest, RequestLifecycle, RequestTimeline } from '@app/shared';

export const EMPTY_TIMELINE: RequestTimeline = {
  requested_at: '2026-05-01T15:00:00Z',
  approved_at: null,
  declined_at: null,
  cancelled_at: null,
  method_chosen_at: null,
  paid_at: null,
  sent_at: null,
  received_at: null,
};

/** A request's life at each state, as the server would send it to the nonprofit and the donor. */
export function lifecycleAt(state: RequestLifecycle['state']): {
  timeline: RequestTimeline;
  nonprofit: Pick<RequestLifecycle, 'actions' | 'next_step'>;
  donor: Pick<RequestLifecycle, 'actions' | 'next_step'>;
} {
  const t = { ...EMPTY_TIMELINE };
  const approved = { ...t, approved_at: '2026-05-02T15:00:00Z' };
  const chosen = { ...approved, method_chosen_at: '2026-05-03T15:00:00Z' };
  const paid = { ...chosen, paid_at: '2026-05-04T15:00:00Z' };
  const sent = { ...paid, sent_at: '2026-05-05T15:00:00Z' };
  const none = { actor: 'none', action: 'none' } as const;
  switch (state) {
    case 'pending':
      return {
        timeline: t,
        nonprofit: {
          actions: [{ command: 'cancel', label: 'Cancel request' }],
          next_step: { actor: 'donor', action: 'decide', label: 'Approve or decline' },
        },
        donor: {
          actions: [
            { command: 'approve', label: 'Approve' },
            { command: 'decline', label: 'Decline' },
          ],
          next_step: { actor: 'donor', action: 'decide', label: 'Approve or decline' },
        },
      };
    case 'approved':
      return {
        timeline: chosen,
        nonprofit: {
          actions: [
            { command: 'choose-method', label: 'Change delivery method' },
            { command: 'start-checkout', label: 'Pay $33.50' },
          ],
          next_step: { actor: 'nonprofit', action: 'pay', label: 'Pay $33.50' },
        },
        donor: {
          actions: [{ command: 'decline', label: 'Change decision to decline' }],
          next_step: { actor: 'nonprofit', action: 'pay', label: 'Pay $33.50' },
        },
      };
    case 'paying':
      return {
        timeline: chosen,
        nonprofit: {
          actions: [{ command: 'start-checkout', label: 'Pay $33.50' }],
          next_step: { actor: 'nonprofit', action: 'pay', label: 'Pay $33.50' },
        },
        donor: { actions: [], next_step: { actor: 'nonprofit', action: 'pay', label: 'Pay $33.50' } },
      };
    case 'paid':
      return {
        timeline: paid,
        nonprofit: { actions: [], next_step: { actor: 'donor', action: 'mark-sent', label: 'Mark as sent' } },
        donor: {
          actions: [{ command: 'mark-sent', label: 'Mark as sent' }],
          next_step: { actor: 'donor', action: 'mark-sent', label: 'Mark as sent' },
        },
      };
    case 'sent':
      return {
        timeline: sent,
        nonprofit: {
          actions: [
            { command: 'confirm-received', label: 'Confirm received' },
            { command: 'confirm-not-received', label: 'Report not received' },
          ],
          next_step: { actor: 'nonprofit', action: 'confirm-received', label: 'Confirm the item was received' },
        },
        donor: {
          actions: [],
          next_step: { actor: 'nonprofit', action: 'confirm-received', label: 'Confirm the item was received' },
        },
      };
    case 'completed':
      return {
        timeline: { ...sent, received_at: '2026-05-06T15:00:00Z' },
        nonprofit: { actions: [], next_step: { ...none, label: 'Received' } },
        donor: { actions: [], next_step: { ...none, label: 'Received' } },
      };
    case 'declined':
    case 'expired':
      return {
        timeline: { ...t, declined_at: '2026-05-02T15:00:00Z' },
        nonprofit: { actions: [], next_step: { ...none, label: 'Declined' } },
        donor: {
          actions: [{ command: 'approve', label: 'Change decision to approve' }],
          next_step: { ...none, label: 'Declined' },
        },
      };
    case 'cancelled':
      return {
        timeline: { ...t, cancelled_at: '2026-05-02T15:00:00Z' },
        nonprofit: { actions: [], next_step: { ...none, label: 'Cancelled' } },
        donor: { actions: [], next_step: { ...none, label: 'Cancelled' } },
      };
  }
}

const STATUS: Record<RequestLifecycle['state'], NonprofitRequest['status']> = {
  pending: 'pending',
  approved: 'approved',
  paying: 'approved',
  paid: 'approved',
  sent: 'approved',
  completed: 'completed',
  declined: 'declined',
  expired: 'declined',
  cancelled: 'cancelled',
};

export function nonprofitRequest(state: RequestLifecycle['state']): NonprofitRequest {
  const life = lifecycleAt(state);
  return {
    id: 7,
    item_id: 3,
    item_title: 'Laptops',
    title: 'Laptops',
    image_url: '',
    donor_company_name: 'Acme',
    event_id: null,
    event_name: 'Spring Gala',
    event_date: null,
    batch_id: null,
    fair_market_value: 170,
    total_value: 170,
    quantity_requested: 1,
    tokens_charged: 1,
    status: STATUS[state],
    decline_reason: state === 'expired' ? 'expired' : null,
    message: null,
    created_at: life.timeline.requested_at,
    expires_at: '2026-05-08T15:00:00Z',
    approved_at: life.timeline.approved_at,
    delivery_status: null,
    delivery_method: life.timeline.method_chosen_at ? 'shipping' : null,
    delivery_options: ['donor_ships', 'nonprofit_pickup'],
    intended_use: 'programs',
    acknowledgement_status: state === 'completed' ? 'signed' : 'none',
    state,
    ...life.nonprofit,
    timeline: life.timeline,
    method_options: [],
  };
}

export function donorRequest(state: RequestLifecycle['state']): DonorRequest {
  const life = lifecycleAt(state);
  return {
    id: 7,
    item_id: 3,
    item_title: 'Laptops',
    image_url: '',
    nonprofit_id: 2,
    nonprofit_name: 'Hope Shelter',
    event_name: 'Spring Gala',
    event_date: null,
    message: null,
    status: STATUS[state],
    decline_reason: state === 'expired' ? 'expired' : null,
    fair_market_value: 170,
    total_value: 170,
    quantity_requested: 1,
    item_quantity_available: 4,
    created_at: life.timeline.requested_at,
    expires_at: '2026-05-08T15:00:00Z',
    approved_at: life.timeline.approved_at,
    declined_at: life.timeline.declined_at,
    delivery_method: life.timeline.method_chosen_at ? 'shipping' : null,
    delivery_status: null,
    tracking_number: null,
    intended_use: 'programs',
    acknowledgement_status: state === 'completed' ? 'signed' : 'none',
    state,
    ...life.donor,
    timeline: life.timeline,
    method_options: [],
  };
}
