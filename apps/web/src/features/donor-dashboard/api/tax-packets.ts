import {
  packetInProgress,
  type TaxPacket,
  type TaxPacketList,
  type TaxPacketRequest,
  type TaxPacketRequested,
} from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { viewerTimeZone } from '#src/lib/time-zone';

/** While a packet is queued or building, the list is asked for again this often (its progress bar). */
export const PACKET_POLL_MS = 1_000;

const taxPacketsQueryKey = (donorId: number) => ['tax-packets', donorId] as const;

/** GET /donors/{donor_id}/tax-packets: the donor's latest packets, newest first. */
export function getTaxPackets(donorId: number, signal?: AbortSignal): Promise<TaxPacketList> {
  return api<TaxPacketList>(`/donors/${donorId}/tax-packets`, { signal });
}

const inProgress = (packet: TaxPacket) => packetInProgress(packet.status);

export const taxPacketsQueryOptions = (donorId: number) =>
  queryOptions({
    queryKey: taxPacketsQueryKey(donorId),
    queryFn: ({ signal }) => getTaxPackets(donorId, signal),
    refetchInterval: (query) => (query.state.data?.packets.some(inProgress) ? PACKET_POLL_MS : false),
  });

export function useTaxPackets(donorId: number) {
  return useQuery(taxPacketsQueryOptions(donorId));
}

/** POST /donors/{donor_id}/tax-packets in the viewer's time zone; the list then shows its progress. */
export function useRequestTaxPacket(donorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: Pick<TaxPacketRequest, 'start_date' | 'end_date'>) =>
      api<TaxPacketRequested>(`/donors/${donorId}/tax-packets`, {
        method: 'POST',
        body: { ...range, tz: viewerTimeZone() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxPacketsQueryKey(donorId) }),
  });
}
