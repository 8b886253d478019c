import type { DonorRequest, RequestStatus } from '@app/shared';
import { includesText, sorter, type SortOrder, type StatusFilter } from '../components/request-filtering';

export interface DonorRequestFilters {
  search: string;
  status: StatusFilter;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: DonorRequestFilters = { search: '', status: 'all', sort: 'newest' };

/** The filter lists All, Pending, Approved, Declined; Completed and Cancelled appear once they exist. */
export const ALWAYS_SHOWN_STATUSES: readonly RequestStatus[] = ['pending', 'approved', 'declined'];
export const SEARCH_PLACEHOLDER = 'Event, message, item or nonprofit';

/** Search covers event name and message; item title and nonprofit name help a donor too. */
export function filterDonorRequests(requests: readonly DonorRequest[], filters: DonorRequestFilters): DonorRequest[] {
  const needle = filters.search.trim().toLowerCase();
  return requests
    .filter((request) => filters.status === 'all' || request.status === filters.status)
    .filter((request) =>
      includesText(needle, request.event_name, request.message, request.item_title, request.nonprofit_name),
    )
    .sort(sorter(filters.sort, (request) => request.id));
}
