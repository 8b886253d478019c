import type { DonorRequest, RequestStatus } from '@app/shared';

export type StatusFilter = 'all' | RequestStatus;
export type SortOrder = 'newest' | 'oldest';

export interface DonorRequestFilters {
  search: string;
  status: StatusFilter;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: DonorRequestFilters = { search: '', status: 'all', sort: 'newest' };

/** Seed 001 s5 searches event name and message; item title and nonprofit name help a donor too. */
function matchesSearch(request: DonorRequest, needle: string): boolean {
  if (!needle) return true;
  return [request.event_name, request.message, request.item_title, request.nonprofit_name].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

function createdTime(request: DonorRequest): number {
  const time = new Date(request.created_at).getTime();
  return Number.isNaN(time) ? 0 : time;
}

export function filterDonorRequests(requests: readonly DonorRequest[], filters: DonorRequestFilters): DonorRequest[] {
  const needle = filters.search.trim().toLowerCase();
  const direction = filters.sort === 'newest' ? -1 : 1;
  return requests
    .filter((request) => filters.status === 'all' || request.status === filters.status)
    .filter((request) => matchesSearch(request, needle))
    .sort((a, b) => direction * (createdTime(a) - createdTime(b)) || direction * (a.id - b.id));
}

/** How many requests have each status, for the filter's option labels. */
export function countByStatus(requests: readonly DonorRequest[]): Partial<Record<RequestStatus, number>> {
  const counts: Partial<Record<RequestStatus, number>> = {};
  for (const request of requests) counts[request.status] = (counts[request.status] ?? 0) + 1;
  return counts;
}
