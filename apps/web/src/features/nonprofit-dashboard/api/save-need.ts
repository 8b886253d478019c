import type { NeedForm, needSavedSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#src/lib/api-client';
import { nonprofitNeedsQueryKeyFor } from '#src/lib/needs-query-keys';

export type NeedSaved = z.infer<typeof needSavedSchema>;

export interface SaveNeedInput {
  /** The need being edited; absent for a new one. */
  needId?: number;
  body: NeedForm;
}

/** POST /nonprofit/{id}/needs for a new need, PUT /needs/{need_id} for an edit. */
export function saveNeed(nonprofitId: number, { needId, body }: SaveNeedInput): Promise<NeedSaved> {
  return needId === undefined
    ? api<NeedSaved>(`/nonprofit/${nonprofitId}/needs`, { method: 'POST', body })
    : api<NeedSaved>(`/needs/${needId}`, { method: 'PUT', body });
}

/** POST /needs/{need_id}/close: donors no longer see it. */
export function closeNeed(needId: number): Promise<NeedSaved> {
  return api<NeedSaved>(`/needs/${needId}/close`, { method: 'POST' });
}

export function useSaveNeed(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveNeedInput) => saveNeed(nonprofitId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nonprofitNeedsQueryKeyFor(nonprofitId) }),
  });
}

export function useCloseNeed(nonprofitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeNeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: nonprofitNeedsQueryKeyFor(nonprofitId) }),
  });
}
