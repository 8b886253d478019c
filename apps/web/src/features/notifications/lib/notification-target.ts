import { DASHBOARD_PATH, type AppNotification, type Role } from '@app/shared';
import { nonprofitTabPath, requestDetailsPath } from '#src/lib/paths';

export type NotificationTarget =
  { kind: 'chat'; conversationId: number } | { kind: 'page'; path: string } | { kind: 'none' };

const PAYMENT_TYPES = new Set(['invoice_created', 'payment_received', 'payment_needs_review']);
const TAX_REPORT_TYPES = new Set(['form_8283_signed', 'form_8282_disposal']);
/** An offer answering a need, to its nonprofit, and what became of it, to its donor (docs/product.md, Needs board). */
const NEED_TYPES = new Set(['need_offer_received', 'need_offer_accepted', 'need_offer_declined', 'need_offer_expired']);

/**
 * Where a notification leads: its conversation in the chat widget, else the request it is about
 * (the dashboard's Requests tab with that request's details open), an invoice to the Payments tab.
 */
export function notificationTarget(notification: AppNotification, role: Role): NotificationTarget {
  if (notification.conversation_id !== null) return { kind: 'chat', conversationId: notification.conversation_id };
  if (role === 'nonprofit' && PAYMENT_TYPES.has(notification.type)) {
    return { kind: 'page', path: nonprofitTabPath('payments') };
  }
  // An admin's token adjustment: the dashboard, whose header shows the balance.
  if (role === 'nonprofit' && notification.type === 'tokens_adjusted')
    return { kind: 'page', path: DASHBOARD_PATH.nonprofit };
  // An IRS hold, or its lifting: the dashboard, whose banner says what it means.
  if (role === 'nonprofit' && (notification.type === 'irs_hold' || notification.type === 'irs_hold_lifted'))
    return { kind: 'page', path: DASHBOARD_PATH.nonprofit };
  // The account's approval or rejection: the dashboard, whose checklist shows the next step.
  if (notification.type === 'account_approved' || notification.type === 'account_rejected')
    return { kind: 'page', path: DASHBOARD_PATH[role] };
  // A Form 8283 Part V signature or a Form 8282 disposal: the donor's tax report (Impact tab), whose row shows it.
  if (role === 'donor' && TAX_REPORT_TYPES.has(notification.type))
    return { kind: 'page', path: `${DASHBOARD_PATH.donor}?tab=impact` };
  // The needs board: either party's Needs tab, where the need shows its offers (an accepted offer links its request).
  if (NEED_TYPES.has(notification.type)) return { kind: 'page', path: `${DASHBOARD_PATH[role]}?tab=needs` };
  // A letter signed or corrected (acknowledgement_signed) falls through to its request, whose details download it.
  const requestId = Number(notification.metadata.request_id);
  if (Number.isInteger(requestId) && requestId > 0) {
    return { kind: 'page', path: requestDetailsPath(DASHBOARD_PATH[role], requestId) };
  }
  return { kind: 'none' };
}
