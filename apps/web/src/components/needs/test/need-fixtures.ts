import type { Need, NeedOffer } from '@app/shared';

/** A need as the server would send it; `patch` changes what a test is about. */
export function need(patch: Partial<Need> = {}): Need {
  return {
    id: 7,
    title: 'Laptops for our coding class',
    category: 'Electronics',
    description: 'Ten laptops that run a browser, for an after-school class.',
    quantity: 10,
    quantity_fulfilled: 4,
    quantity_remaining: 6,
    needed_by: '2026-12-15',
    event_id: null,
    event_name: null,
    intended_use: 'programs',
    status: 'open',
    nonprofit_id: 3,
    nonprofit_name: 'Madison Youth Coders',
    nonprofit_city: 'Madison',
    nonprofit_state: 'WI',
    distance_miles: null,
    created_at: '2026-11-20T15:00:00Z',
    actions: [],
    ...patch,
  };
}

/** A donor's answer to the need above. */
export function needOffer(patch: Partial<NeedOffer> = {}): NeedOffer {
  return {
    id: 21,
    need_id: 7,
    need_title: 'Laptops for our coding class',
    nonprofit_name: 'Madison Youth Coders',
    item_id: 40,
    donor_company_name: 'Acme Office Supply',
    title: 'ThinkPad T14 laptops',
    description: 'Refurbished, with chargers.',
    image_url: '/placeholder.png',
    fair_market_value: 249.5,
    quantity: 3,
    shipping_options: ['nonprofit_pickup', 'donor_ships'],
    message: 'Ready next week.',
    status: 'offered',
    offered_until: '2026-11-30T15:00:00Z',
    tokens_required: 30,
    request_id: null,
    created_at: '2026-11-23T15:00:00Z',
    actions: [],
    ...patch,
  };
}
