import type { NonprofitRequest, RequestBatch, RequestStatus } from '@app/shared';
import {
  createdTime,
  includesText,
  sorter,
  timeCutoff,
  type SortOrder,
  type StatusFilter,
  type TimeFilter,
} from '../components/request-filtering';

/** Text search, status, time and sort (docs/product.md, Dashboards and admin). */
export interface NonprofitRequestFilters {
  search: string;
  status: StatusFilter;
  time: TimeFilter;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: NonprofitRequestFilters = { search: '', status: 'all', time: 'all', sort: 'newest' };

/** All/pending/approved/declined/completed are always offered; Cancelled appears once one exists. */
export const ALWAYS_SHOWN_STATUSES: readonly RequestStatus[] = ['pending', 'approved', 'declined', 'completed'];
export const SEARCH_PLACEHOLDER = 'Event name or item title';

/** The search looks at the event name and the item title. */
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
