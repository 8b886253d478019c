import type { BroadcastWriteResponse, CreateBroadcast } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminBroadcastsQueryKey } from './get-broadcasts';

/** POST /admin/notifications/create: one broadcast, stored once for its whole target. */
export function createBroadcast(body: CreateBroadcast): Promise<BroadcastWriteResponse> {
  return api<BroadcastWriteResponse>('/admin/notifications/create', { method: 'POST', body });
}

/** POST /admin/notifications/{id}/end: out of every bell now. */
export function endBroadcast(id: number): Promise<BroadcastWriteResponse> {
  return api<BroadcastWriteResponse>(`/admin/notifications/${id}/end`, { method: 'POST', body: {} });
}

function useBroadcastMutation<T>(mutationFn: (input: T) => Promise<BroadcastWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBroadcastsQueryKey }),
  });
}

export const useCreateBroadcast = () => useBroadcastMutation(createBroadcast);
export const useEndBroadcast = () => useBroadcastMutation(endBroadcast);
