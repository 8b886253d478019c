import type { AuditLogFiltersResponse, AuditLogResponse } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '#src/lib/api-client';

/** Every audit call lives under this key: an admin write invalidates it. */
export const auditLogQueryKey = ['admin', 'audit'] as const;

export interface AuditLogFilters {
  by_admin_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
  /** The viewer's time zone: where the from and to days begin and end. */
  tz?: string;
}

export interface AuditLogPageFilters extends AuditLogFilters {
  limit: number;
  offset: number;
}

/** GET /admin/audit-log: one page of entries, newest first, with the total for the filters. */
export function getAuditLog(filters: AuditLogPageFilters, signal?: AbortSignal): Promise<AuditLogResponse> {
  return api<AuditLogResponse>('/admin/audit-log', { signal, query: { ...filters } });
}

/** The CSV download of the same filters (GET /admin/audit-log/export.csv): a plain link, so the browser saves it. */
export const auditLogExportUrl = (filters: AuditLogFilters) => buildUrl('/admin/audit-log/export.csv', { ...filters });

export function useAuditLog(filters: AuditLogPageFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...auditLogQueryKey, 'list', filters] as const,
      queryFn: ({ signal }) => getAuditLog(filters, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

/** GET /admin/audit-log/filters: the admins, actions and target types the filters offer. */
export function useAuditLogFilters() {
  return useQuery(
    queryOptions({
      queryKey: [...auditLogQueryKey, 'filters'] as const,
      queryFn: ({ signal }) => api<AuditLogFiltersResponse>('/admin/audit-log/filters', { signal }),
      retry: false,
    }),
  );
}
