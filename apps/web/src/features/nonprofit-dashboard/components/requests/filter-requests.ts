import type { NonprofitRequest, RequestBatch, RequestStatus } from '@app/shared';

export type StatusFilter = 'all' | RequestStatus;
export type TimeFilter = 'all' | '7d' | '30d' | '3m';
export type SortOrder = 'newest' | 'oldest';

/** Seed 001 s5: text search, status, time and sort. */
export interface NonprofitRequestFilters {
  search: string;
  status: StatusFilter;
  time: TimeFilter;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: NonprofitRequestFilters = { search: '', status: 'all', time: 'all', sort: 'newest' };

/** The earliest creation time a time filter keeps, or null for all time. */
export function timeCutoff(time: TimeFilter, now: Date = new Date()): number | null {
  if (time === 'all') return null;
  const cutoff = new Date(now);
  if (time === '3m') cutoff.setMonth(cutoff.getMonth() - 3);
  else cutoff.setDate(cutoff.getDate() - (time === '7d' ? 7 : 30));
  return cutoff.getTime();
}

function createdTime(value: { created_at: string }): number {
  const time = new Date(value.created_at).getTime();
  return Number.isNaN(time) ? 0 : time;
}

function includesText(needle: string, ...fields: (string | null)[]): boolean {
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle));
}

function sorter<T extends { created_at: string }>(sort: SortOrder, id: (value: T) => number) {
  const direction = sort === 'newest' ? -1 : 1;
  return (a: T, b: T) => direction * (createdTime(a) - createdTime(b)) || direction * (id(a) - id(b));
}

/** Seed 001 s5: the search looks at the event name and the item title. */
export function filterNonprofitRequests(
  requests: readonly NonprofitRequest[],
  filters: NonprofitRequestFilters,
  now: Date = new Date(),
): NonprofitRequest[] {
  const needle = filters.search.trim().toLowerCase();
  const cutoff = timeCutoff(filters.time, now);
  return requests
    .filter((request) => filters.status === 'all' || request.status === filters.status)
    .filter((request) => cutoff === null || createdTime(request) >= cutoff)
    .filter((request) => includesText(needle, request.event_name, request.item_title))
    .sort(sorter(filters.sort, (request) => request.id));
}

/** The same filters for batches: a batch matches when it, or any of its items, does. */
export function filterBatches(
  batches: readonly RequestBatch[],
  filters: NonprofitRequestFilters,
  now: Date = new Date(),
): RequestBatch[] {
  const needle = filters.search.trim().toLowerCase();
  const cutoff = timeCutoff(filters.time, now);
  return batches
    .filter((batch) => filters.status === 'all' || batch.items.some((item) => item.status === filters.status))
    .filter((batch) => cutoff === null || createdTime(batch) >= cutoff)
    .filter(
      (batch) =>
        includesText(needle, batch.event_name, batch.description) ||
        batch.items.some((item) => includesText(needle, item.title)),
    )
    .sort(sorter(filters.sort, (batch) => batch.batch_id));
}

export function countByStatus(requests: readonly NonprofitRequest[]): Partial<Record<RequestStatus, number>> {
  const counts: Partial<Record<RequestStatus, number>> = {};
  for (const request of requests) counts[request.status] = (counts[request.status] ?? 0) + 1;
  return counts;
}
