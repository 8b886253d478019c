// The requests feature: everything about a donation request that the donor's and the nonprofit's
// dashboards (and other features) show. The donor's and the nonprofit's twin components live in
// donor/ and nonprofit/ until one component driven by the server's `actions` replaces each pair.
export { useCancelRequest } from './api/cancel-request';
export { RecentRequestRow, RecentRequestsPanel } from './components/recent-requests-panel';
export { DetailsFact, RequestDetailsList } from './components/request-details-layout';
export { countByStatus } from './components/request-filtering';
export { RequestList } from './components/request-list';
export { RequestStatusBadge } from './components/request-status-badge';
export { RequestsFilterBar } from './components/requests-filter-bar';
export { RequestsTabLoadError, RequestsTabLoading } from './components/requests-tab-states';
export { useDetailsParam } from './components/use-details-param';

// The donor's side: decisions on incoming requests.
export { DeclineConfirmModal } from './donor/decline-confirm-modal';
export { EditDecisionModal } from './donor/edit-decision-modal';
export {
  ALWAYS_SHOWN_STATUSES as DONOR_ALWAYS_SHOWN_STATUSES,
  DEFAULT_FILTERS as DONOR_DEFAULT_FILTERS,
  type DonorRequestFilters,
  filterDonorRequests,
  SEARCH_PLACEHOLDER as DONOR_SEARCH_PLACEHOLDER,
} from './donor/filter-requests';
export { MessageModal } from './donor/message-modal';
export { RequestCard as DonorRequestCard } from './donor/request-card';
export { RequestDetailsModal as DonorRequestDetailsModal } from './donor/request-details-modal';
export { useRequestDecision } from './donor/use-request-decision';

// The nonprofit's side: its own requests and batches.
export { BatchCard } from './nonprofit/batch-card';
export { CancelRequestModal } from './nonprofit/cancel-request-modal';
export {
  ALWAYS_SHOWN_STATUSES as NONPROFIT_ALWAYS_SHOWN_STATUSES,
  DEFAULT_FILTERS as NONPROFIT_DEFAULT_FILTERS,
  filterBatches,
  filterNonprofitRequests,
  type NonprofitRequestFilters,
  SEARCH_PLACEHOLDER as NONPROFIT_SEARCH_PLACEHOLDER,
} from './nonprofit/filter-requests';
export { RequestCard as NonprofitRequestCard } from './nonprofit/request-card';
export { RequestDetailsModal as NonprofitRequestDetailsModal } from './nonprofit/request-details-modal';
