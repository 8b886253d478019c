import { CHAT_RULES, type pendingDeliveriesResponseSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { useFallbackPoll } from '#src/lib/live/live-status';
import { pendingDeliveriesQueryKeyFor } from '#src/lib/query-keys';

export type PendingDeliveries = z.infer<typeof pendingDeliveriesResponseSchema>;
export type PendingDelivery = PendingDeliveries['pending_deliveries'][number];

/** GET /pending-delivery-coordinations?user_id=: approved requests whose delivery is open. */
export function getPendingDeliveries(userId: number, signal?: AbortSignal): Promise<PendingDeliveries> {
  return api<PendingDeliveries>('/pending-delivery-coordinations', { query: { user_id: userId }, signal });
}

export const pendingDeliveriesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: pendingDeliveriesQueryKeyFor(userId),
    queryFn: ({ signal }) => getPendingDeliveries(userId, signal),
  });

/** Polled every 30 s, only while the live stream is down (docs/product.md, Chat and notifications). */
export function usePendingDeliveries(userId: number) {
  const interval = useFallbackPoll(CHAT_RULES.pendingDeliveryPollMs);
  return useQuery({ ...pendingDeliveriesQueryOptions(userId), refetchInterval: interval });
}
