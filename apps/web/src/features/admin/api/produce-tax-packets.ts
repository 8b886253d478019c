import type { AdminTaxPacketsRequest, AdminTaxPacketsResult } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** POST /admin/tax-packets: queues every donor's year-end packet for a year (a second run skips those building). */
export function useProduceTaxPackets() {
  return useMutation({
    mutationFn: (input: AdminTaxPacketsRequest) =>
      api<AdminTaxPacketsResult>('/admin/tax-packets', { method: 'POST', body: input }),
  });
}
