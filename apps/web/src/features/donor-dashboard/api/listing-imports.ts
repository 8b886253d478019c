import { LISTING_IMPORT_FILE_FIELD, type ImportConfirm, type ImportPreview, type ListingImport } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '#src/lib/api-client';
import { donorDashboardQueryKey, itemsQueryKey } from '#src/lib/query-keys';

/** While an import's pictures are being fetched, its status is asked for again this often (its progress bar). */
export const IMPORT_POLL_MS = 1_000;

/** The Excel template (GET /listing-imports/template.xlsx): a plain link, so the browser saves it. */
export const listingImportTemplateXlsxUrl = buildUrl('/listing-imports/template.xlsx');

/** POST /listing-imports/preview: the file checked row by row on the server; nothing is saved. */
export function previewListingImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append(LISTING_IMPORT_FILE_FIELD, file);
  return api<ImportPreview>('/listing-imports/preview', { method: 'POST', body });
}

export function usePreviewListingImport() {
  return useMutation({ mutationFn: previewListingImport });
}

/** POST /listing-imports: the valid rows listed in one go; the donor's listings and the marketplace change. */
export function useConfirmListingImport(donorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportConfirm) => api<ListingImport>('/listing-imports', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donorDashboardQueryKey(donorId) }),
        queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
      ]),
  });
}

/** GET /listing-imports/{id}, asked again until every picture is fetched or given up on. */
export function useListingImportStatus(importId: number | null, initial: ListingImport | undefined) {
  return useQuery({
    queryKey: ['listing-import', importId],
    queryFn: ({ signal }) => api<ListingImport>(`/listing-imports/${importId}`, { signal }),
    enabled: importId !== null && initial?.finished === false,
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.finished === false ? IMPORT_POLL_MS : false),
  });
}
