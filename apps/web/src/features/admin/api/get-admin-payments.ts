import type { AdminPaymentKind, AdminPaymentsPage, AdminPaymentStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '#src/lib/api-client';

/** Every admin payments call lives under this key. */
export const adminPaymentsQueryKey = ['admin', 'payments'] as const;

export interface AdminPaymentsFilters {
  search?: string;
  status?: AdminPaymentStatus;
  kind?: AdminPaymentKind;
  user_id?: number;
  from?: string;
  to?: string;
  /** The viewer's time zone: where the from and to days begin and end. */
  tz?: string;
  sort_by?: 'date' | 'amount';
  sort_dir?: 'asc' | 'desc';
  /** Only payments whose checkout is stuck (the Overview's link). */
  stuck?: boolean;
}

export interface AdminPaymentsPageFilters extends AdminPaymentsFilters {
  page: number;
  limit: number;
}

/** GET /admin/payments/all: one page of invoices and token purchases, with the totals for the same filters. */
export function getAdminPayments(filters: AdminPaymentsPageFilters, signal?: AbortSignal): Promise<AdminPaymentsPage> {
  return api<AdminPaymentsPage>('/admin/payments/all', { signal, query: { ...filters } });
}

/** The CSV download of the same filters (GET /admin/payments/export.csv): a plain link, so the browser saves it. */
export const adminPaymentsExportUrl = (filters: AdminPaymentsFilters) =>
  buildUrl('/admin/payments/export.csv', { ...filters });

export const adminPaymentsQueryOptions = (filters: AdminPaymentsPageFilters) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getAdminPayments(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminPayments(filters: AdminPaymentsPageFilters) {
  return useQuery(adminPaymentsQueryOptions(filters));
}
