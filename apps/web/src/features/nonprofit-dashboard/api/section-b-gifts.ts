import type { DisposalForm, DoneeSignatureForm, SectionBGift, SectionBGifts } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

const sectionBKey = (nonprofitId: number) => ['section-b-gifts', nonprofitId] as const;

/** GET /nonprofit/{id}/section-b-gifts: the gifts whose Form 8283 Part V this nonprofit signs. */
export const sectionBGiftsQueryOptions = (nonprofitId: number) =>
  queryOptions({
    queryKey: sectionBKey(nonprofitId),
    queryFn: ({ signal }) => api<SectionBGifts>(`/nonprofit/${nonprofitId}/section-b-gifts`, { signal }),
  });

export function useSectionBGifts(nonprofitId: number) {
  return useQuery(sectionBGiftsQueryOptions(nonprofitId));
}

/** POST /requests/{id}/form-8283-signature and POST /requests/{id}/form-8282-disposal. */
export function useTaxFormWrite(nonprofitId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sectionBKey(nonprofitId) });
  const sign = useMutation({
    mutationFn: ({ requestId, form }: { requestId: number; form: DoneeSignatureForm }) =>
      api<SectionBGift>(`/requests/${requestId}/form-8283-signature`, { method: 'POST', body: form }),
    onSuccess: refresh,
  });
  const dispose = useMutation({
    mutationFn: ({ requestId, form }: { requestId: number; form: DisposalForm }) =>
      api<SectionBGift>(`/requests/${requestId}/form-8282-disposal`, { method: 'POST', body: form }),
    onSuccess: refresh,
  });
  return { sign, dispose };
}
