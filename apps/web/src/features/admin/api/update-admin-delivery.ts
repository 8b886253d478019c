import type { AdminDeliveryUpdate, AdminDeliveryUpdateResponse } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { adminDeliveriesQueryKey } from './get-deliveries';

export interface UpdateAdminDeliveryInput {
  requestId: number;
  data: AdminDeliveryUpdate;
}

/** PUT /admin/delivery-coordination/{request_id}: tracking number, estimated day and notes. */
export function updateAdminDelivery({
  requestId,
  data,
}: UpdateAdminDeliveryInput): Promise<AdminDeliveryUpdateResponse> {
  return api<AdminDeliveryUpdateResponse>(`/admin/delivery-coordination/${requestId}`, { method: 'PUT', body: data });
}

export function useUpdateAdminDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDeliveriesQueryKey }),
  });
}
