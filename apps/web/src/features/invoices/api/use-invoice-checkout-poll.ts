import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardQueryKey, invoicesQueryKey } from '#src/lib/query-keys';
import { useCheckoutPoll } from '#src/lib/payments/use-checkout-poll';
import { getInvoiceCheckoutStatus } from './get-checkout-status';

/** /payment/success: polls the invoice checkout and, once paid, refreshes invoices and dashboards. */
export function useInvoiceCheckoutPoll(sessionId: string | null) {
  const queryClient = useQueryClient();
  const onPaid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }, [queryClient]);
  return useCheckoutPoll({ kind: 'invoices', sessionId, fetchStatus: getInvoiceCheckoutStatus, onPaid });
}
