import type { RequestStatus } from '@app/shared';

/**
 * The filter building blocks both Requests tabs share. Each dashboard keeps its own filter
 * function because they search different fields and only the nonprofit filters by time.
 */
export type StatusFilter = 'all' | RequestStatus;
export type SortOrder = 'newest' | 'oldest';
export type TimeFilter = 'all' | '7d' | '30d' | '3m';

/** The earliest creation time a time filter keeps, or null for all time. */
export function timeCutoff(time: TimeFilter, now: Date = new Date()): number | null {
  if (time === 'all') return null;
  const cutoff = new Date(now);
  if (time === '3m') cutoff.setMonth(cutoff.getMonth() - 3);
  else cutoff.setDate(cutoff.getDate() - (time === '7d' ? 7 : 30));
  return cutoff.getTime();
}

/** A bad date sorts as the epoch rather than making the comparison NaN and the order arbitrary. */
export function createdTime(value: { created_at: string }): number {
  const time = new Date(value.created_at).getTime();
  return Number.isNaN(time) ? 0 : time;
}

/** True when any field contains the needle; the needle must already be trimmed and lower-cased. */
export function includesText(needle: string, ...fields: (string | null | undefined)[]): boolean {
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle));
}

/** Orders by creation time; the id breaks ties so the order is stable across refetches. */
export function sorter<T extends { created_at: string }>(sort: SortOrder, id: (value: T) => number) {
  const direction = sort === 'newest' ? -1 : 1;
  return (a: T, b: T) => direction * (createdTime(a) - createdTime(b)) || direction * (id(a) - id(b));
}

/** How many requests have each status, for the filter's option labels. */
export function countByStatus(requests: readonly { status: RequestStatus }[]): Partial<Record<RequestStatus, number>> {
  const counts: Partial<Record<RequestStatus, number>> = {};
  for (const request of requests) counts[request.status] = (counts[request.status] ?? 0) + 1;
  return counts;
}
