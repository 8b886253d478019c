import { REQUEST_CHANGES, type RequestChange } from '@app/shared';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  conversationsQueryKeyFor,
  donorDashboardQueryKey,
  impactQueryKey,
  invoicesQueryKeyFor,
  itemsQueryKey,
  nonprofitDashboardQueryKey,
  nonprofitEventsQueryKeyFor,
  notificationsQueryKeyFor,
  pendingDeliveriesQueryKeyFor,
  tokenBalanceQueryKeyFor,
} from '../query-keys';
import { applyLiveEvent } from './apply-live-event';
import { REQUEST_CHANGE_QUERY_KEYS, RESYNC_QUERY_KEYS, queryKeysForRequestChange } from './live-query-keys';

/** One cached query per list a dashboard shows, as the donor's and the nonprofit's pages key them. */
const DASHBOARD_QUERIES = {
  donorDashboard: donorDashboardQueryKey(2),
  nonprofitDashboard: nonprofitDashboardQueryKey(3),
  invoices: invoicesQueryKeyFor(3, 'unpaid'),
  pendingDeliveries: pendingDeliveriesQueryKeyFor(3),
  tokenBalance: tokenBalanceQueryKeyFor(3),
  conversations: conversationsQueryKeyFor(3),
  impact: [...impactQueryKey, 'donor', 2],
  items: [...itemsQueryKey, 'list', {}],
  notifications: notificationsQueryKeyFor(3, true),
  events: nonprofitEventsQueryKeyFor(3),
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof DASHBOARD_QUERIES;

function cacheWithEverything() {
  const client = new QueryClient();
  for (const key of Object.values(DASHBOARD_QUERIES)) client.setQueryData(key, {});
  return client;
}

const staleAfter = async (change: RequestChange | 'unknown'): Promise<Cached[]> => {
  const client = cacheWithEverything();
  await applyLiveEvent(client, {
    type: 'request',
    data: { request_id: 5, change: change as RequestChange, status: 'pending', delivery_status: null },
  });
  return (Object.keys(DASHBOARD_QUERIES) as Cached[]).filter(
    (name) => client.getQueryState(DASHBOARD_QUERIES[name])?.isInvalidated,
  );
};

describe('live request events -> queries', () => {
  it('maps every change the server sends', () => {
    for (const change of REQUEST_CHANGES) expect(REQUEST_CHANGE_QUERY_KEYS[change].length).toBeGreaterThan(0);
  });

  it.each(REQUEST_CHANGES)(
    'a %s request refreshes both dashboards (requests lists and overview counts)',
    async (change) => {
      const stale = await staleAfter(change);
      expect(stale).toEqual(expect.arrayContaining(['donorDashboard', 'nonprofitDashboard']));
      // The bell is fed by its own notification events, and events by the Events tab.
      expect(stale).not.toContain('notifications');
      expect(stale).not.toContain('events');
    },
  );

  it.each<[RequestChange, Cached[]]>([
    ['submitted', ['donorDashboard', 'nonprofitDashboard', 'tokenBalance', 'items']],
    [
      'approved',
      [
        'donorDashboard',
        'nonprofitDashboard',
        'invoices',
        'pendingDeliveries',
        'tokenBalance',
        'conversations',
        'items',
      ],
    ],
    [
      'declined',
      [
        'donorDashboard',
        'nonprofitDashboard',
        'invoices',
        'pendingDeliveries',
        'tokenBalance',
        'conversations',
        'items',
      ],
    ],
    [
      'cancelled',
      [
        'donorDashboard',
        'nonprofitDashboard',
        'invoices',
        'pendingDeliveries',
        'tokenBalance',
        'conversations',
        'items',
      ],
    ],
    [
      'expired',
      [
        'donorDashboard',
        'nonprofitDashboard',
        'invoices',
        'pendingDeliveries',
        'tokenBalance',
        'conversations',
        'items',
      ],
    ],
    ['method_chosen', ['donorDashboard', 'nonprofitDashboard', 'invoices', 'pendingDeliveries', 'conversations']],
    ['paid', ['donorDashboard', 'nonprofitDashboard', 'invoices', 'pendingDeliveries']],
    ['sent', ['donorDashboard', 'nonprofitDashboard', 'pendingDeliveries', 'conversations']],
    ['received', ['donorDashboard', 'nonprofitDashboard', 'pendingDeliveries', 'conversations', 'impact', 'items']],
  ])('%s makes exactly these stale: %j', async (change, expected) => {
    expect((await staleAfter(change)).sort()).toEqual([...expected].sort());
  });

  it('refreshes everything a request may touch when the change is not one it knows', async () => {
    expect(queryKeysForRequestChange('teleported')).toEqual(queryKeysForRequestChange(undefined));
    const stale = await staleAfter('unknown');
    expect(stale.sort()).toEqual(
      [
        'donorDashboard',
        'nonprofitDashboard',
        'invoices',
        'pendingDeliveries',
        'tokenBalance',
        'conversations',
        'impact',
        'items',
      ].sort(),
    );
  });

  it('resyncs every request query plus the bell and chat after the stream was down', () => {
    for (const key of queryKeysForRequestChange(undefined)) expect(RESYNC_QUERY_KEYS).toContainEqual(key);
  });

  it('refetches an open dashboard at once, without waiting for it to go stale', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const queryFn = vi
      .fn()
      .mockResolvedValueOnce({ incoming_requests: [] })
      .mockResolvedValue({ incoming_requests: [1] });
    const observer = new QueryObserver(client, { queryKey: donorDashboardQueryKey(2), queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ incoming_requests: [] }));
    await applyLiveEvent(client, {
      type: 'request',
      data: { request_id: 9, change: 'submitted', status: 'pending', delivery_status: null },
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toEqual({ incoming_requests: [1] });
    unsubscribe();
  });
});
