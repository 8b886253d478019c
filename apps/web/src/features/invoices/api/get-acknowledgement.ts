import type { Acknowledgement } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { acknowledgementQueryKeyFor } from '#src/lib/query-keys';

/**
 * GET /requests/{id}/acknowledgement: the donee's acknowledgement, recorded when the delivery was
 * confirmed; the current letter, or an older signed version with `version`.
 */
export function getAcknowledgement(
  requestId: number,
  version?: number,
  signal?: AbortSignal,
): Promise<Acknowledgement> {
  return api<Acknowledgement>(`/requests/${requestId}/acknowledgement`, {
    query: version === undefined ? undefined : { version },
    signal,
  });
}

/**
 * The current letter with its versions and what the viewer may do with it (`can_sign`, `can_correct`), while
 * `enabled` (a letter's details are open).
 */
export const useAcknowledgement = (requestId: number, enabled: boolean) =>
  useQuery({
    queryKey: acknowledgementQueryKeyFor(requestId),
    queryFn: ({ signal }) => getAcknowledgement(requestId, undefined, signal),
    enabled,
  });
