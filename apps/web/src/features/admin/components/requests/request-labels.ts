import {
  ADMIN_STATUS_COMMANDS,
  type AdminRequestEditStatus,
  type AdminRequestStatusFilter,
  type RequestAction,
} from '@app/shared';

/** The status filter's words (the server's ADMIN_REQUEST_STATUS_FILTERS). */
export const STATUS_FILTER_LABELS: Record<AdminRequestStatusFilter, string> = {
  pending: 'Pending',
  approved: 'Approved (any)',
  unpaid: 'Approved, not paid',
  paid: 'Paid, not sent',
  sent: 'Sent',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** How the edit form names each status it may set. */
export const EDIT_STATUS_LABELS: Record<AdminRequestEditStatus, string> = {
  pending: 'Pending (back to the donor)',
  approved: 'Approved',
  declined: 'Declined (tokens refunded)',
  completed: 'Completed (delivery confirmed by an admin)',
};

/**
 * The statuses the admin may set now: those whose command the server offers in `actions` (the
 * lifecycle table decides; the browser never works it out from the status).
 */
export function allowedStatuses(actions: readonly RequestAction[]): AdminRequestEditStatus[] {
  const offered = new Set(actions.map((action) => action.command));
  return (Object.keys(ADMIN_STATUS_COMMANDS) as AdminRequestEditStatus[]).filter((status) =>
    offered.has(ADMIN_STATUS_COMMANDS[status]),
  );
}

/** Value and quantity may change while the server offers `amend` (unpaid). */
export const mayAmend = (actions: readonly RequestAction[]) => actions.some((action) => action.command === 'amend');
