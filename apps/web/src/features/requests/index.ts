// The requests feature: everything about a donation request that the donor's and the nonprofit's
// dashboards (and other features) show. One card, one timeline and one next-step row serve both
// parties, driven by the server's `state`, `actions` and `next_step`; words and colours for a state
// come from #src/lib/request-state-labels.
export { useCancelRequest } from './api/cancel-request';
export { RecentRequestRow, RecentRequestsPanel } from './components/recent-requests-panel';
export { RequestCard, tokensLabel, type ViewedRequest } from './components/request-card';
export { DetailsFact, RequestDetailsList } from './components/request-details-layout';
export { countByStatus } from './components/request-filtering';
export { RequestList } from './components/request-list';
export { planNextStep, RequestNextStep, type RequestIntent, type RequestViewer } from './components/request-next-step';
export { RequestStateBadge, RequestStatusBadge } from './components/request-status-badge';
export { CompactRequestTimeline, RequestTimeline } from './components/request-timeline';
export { RequestsFilterBar } from './components/requests-filter-bar';
export { RequestsTabLoadError, RequestsTabLoading } from './components/requests-tab-states';
export { useDetailsParam } from './components/use-details-param';
// The donor's side: decisions on incoming requests.
export { DecisionModal } from './donor/decision-modal';
export {
  ALWAYS_SHOWN_STATUSES as DONOR_ALWAYS_SHOWN_STATUSES,
  DEFAULT_FILTERS as DONOR_DEFAULT_FILTERS,
  type DonorRequestFilters,
  filterDonorRequests,
  SEARCH_PLACEHOLDER as DONOR_SEARCH_PLACEHOLDER,
} from './donor/filter-requests';
export { MessageModal } from './donor/message-modal';
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
export { RequestDetailsModal as NonprofitRequestDetailsModal } from './nonprofit/request-details-modal';
