import type { AdminIrsImportsPage, IrsFileKind, IrsImportStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** Every admin IRS imports call lives under this key. */
export const adminIrsImportsQueryKey = ['admin', 'irs-imports'] as const;

export interface AdminIrsImportsFilters {
  kind?: IrsFileKind;
  status?: IrsImportStatus;
  page: number;
  limit: number;
}

/** GET /admin/irs/imports: one page of the import history, newest first, with the files in use. */
export function getAdminIrsImports(filters: AdminIrsImportsFilters, signal?: AbortSignal) {
  return api<AdminIrsImportsPage>('/admin/irs/imports', { signal, query: { ...filters } });
}

export const adminIrsImportsQueryOptions = (filters: AdminIrsImportsFilters) =>
  queryOptions({
    queryKey: [...adminIrsImportsQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getAdminIrsImports(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminIrsImports(filters: AdminIrsImportsFilters) {
  return useQuery(adminIrsImportsQueryOptions(filters));
}

/**
 * While an upload runs, the server's side of it: the loading import of that kind and file, polled
 * every second (its row count and bytes grow as batches land). The upload's answer only comes at
 * the end, so the import is found by kind and file name rather than by id.
 */
export function useLoadingIrsImport(kind: IrsFileKind, fileName: string | null) {
  return useQuery({
    queryKey: [...adminIrsImportsQueryKey, 'loading', kind, fileName] as const,
    queryFn: ({ signal }) => getAdminIrsImports({ kind, status: 'loading', page: 1, limit: 5 }, signal),
    select: (page) => page.imports.find((row) => row.file_name === fileName) ?? null,
    enabled: fileName !== null,
    refetchInterval: 1_000,
    retry: false,
  });
}
