import type { InvoiceList, PAYMENT_STATUS_FILTERS } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { invoicesQueryKeyFor } from '#src/lib/query-keys';

export type InvoiceStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** GET /nonprofit/{id}/payments?status= : the nonprofit's invoices (cents) and its totals. */
export function getInvoices(
  nonprofitId: number,
  status: InvoiceStatusFilter,
  signal?: AbortSignal,
): Promise<InvoiceList> {
  return api<InvoiceList>(`/nonprofit/${nonprofitId}/payments`, { query: { status }, signal });
}

export const invoicesQueryOptions = (nonprofitId: number, status: InvoiceStatusFilter) =>
  queryOptions({
    queryKey: invoicesQueryKeyFor(nonprofitId, status),
    queryFn: ({ signal }) => getInvoices(nonprofitId, status, signal),
  });

/** Read by the Payments tab and the /payment screen; a status change keeps the previous list on screen. */
export function useInvoices(nonprofitId: number, status: InvoiceStatusFilter = 'all', enabled = true) {
  return useQuery({ ...invoicesQueryOptions(nonprofitId, status), placeholderData: keepPreviousData, enabled });
}
