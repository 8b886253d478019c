/**
 * Delivery, chat and notifications: constants both apps share (docs/product.md, Delivery and Chat and
 * notifications).
 */

/** Stored on approved requests once the delivery moves; null means nothing happened yet. */
export const DELIVERY_STATUSES = ['shipped', 'received', 'not_received'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_CONFIRMATION_STATUSES = ['received', 'not_received'] as const;
export type DeliveryConfirmationStatus = (typeof DELIVERY_CONFIRMATION_STATUSES)[number];
/** The two answers of a delivery confirmation link; anything else makes the link invalid. */
export const isDeliveryConfirmationStatus = (status: unknown): status is DeliveryConfirmationStatus =>
  (DELIVERY_CONFIRMATION_STATUSES as readonly unknown[]).includes(status);

/** An emailed delivery confirmation link works this many days after it was sent; later, the nonprofit signs in to confirm. */
export const DELIVERY_CONFIRMATION_LINK_DAYS = 30;

export const CONVERSATION_STATUSES = ['active', 'completed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'delivery_started',
  'message_received',
  'delivery_completed',
  'delivery_issue',
  'item_sent',
  'request_received',
  'request_approved',
  'request_declined',
  'request_expired',
  'request_cancelled',
  'invoice_created',
  'payment_received',
  'payment_needs_review',
  'message',
  'admin_broadcast',
  'tokens_adjusted',
  'irs_hold',
  'irs_hold_lifted',
  'account_approved',
  'account_rejected',
  'form_8282_disposal',
  'form_8283_signed',
  'acknowledgement_to_sign',
  'acknowledgement_signed',
  // The needs board (docs/product.md, Needs board): an answer to the nonprofit, its outcome to the donor.
  'need_offer_received',
  'need_offer_accepted',
  'need_offer_declined',
  'need_offer_expired',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const CHAT_RULES = {
  messageMaxLength: 2000,
  /** Per user, across conversations. */
  messagesPerMinute: 20,
  /** Fallback polling while the live stream is down. */
  chatPollMs: 10_000,
  notificationPollMs: 30_000,
  pendingDeliveryPollMs: 30_000,
  /** Notifications cover the last 30 days; the badge shows '9+' above 9. */
  notificationWindowDays: 30,
  badgeMax: 9,
  /** Bounded lists. */
  notificationsLimit: 100,
  messagesLimit: 200,
  conversationsLimit: 100,
} as const;

export const TRACKING_NUMBER_MAX_LENGTH = 100;

/** Every delivery, chat and notification message, said the same by server and browser. */
export const DELIVERY_MESSAGES = {
  confirmNotFound: 'Request not found. This delivery confirmation link may be invalid or expired.',
  confirmBadRequest: 'Invalid delivery confirmation request.',
  confirmOther: 'An error occurred while confirming delivery. Please try again or contact support.',
  confirmInvalidStatus: 'Invalid delivery confirmation link. Please check the link in your email.',
  confirmLinkExpired: `This delivery confirmation link has expired: links work for ${DELIVERY_CONFIRMATION_LINK_DAYS} days after the item is sent. Sign in as the nonprofit that requested the item to confirm the delivery instead.`,
  confirmSignInNeeded: 'Please sign in as the nonprofit that requested this item to confirm its delivery.',
  confirmedReceived:
    'Thank you for confirming that you received the item! The donor has been notified of the successful delivery.',
  confirmedNotReceived:
    "We've noted that you haven't received the item yet. We'll follow up with the donor to check on the status.",
  deliveryMethodFailed: 'Failed to set delivery method. Please try again.',
  chatLoadConversationsFailed: 'Failed to load conversations',
  chatLoadMessagesFailed: 'Failed to load messages',
  chatSendFailed: 'Failed to send message',
} as const;

/** Each server-sent event's `event:` name (GET /api/stream); the payloads are LiveEventPayloads. */
export const LIVE_EVENT_TYPES = ['message', 'notification', 'request', 'conversation'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * What happened to a request, sent with each `request` live event to both of its parties: the
 * client maps it to the queries to refetch (apps/web/src/lib/live/live-query-keys.ts).
 */
export const REQUEST_CHANGES = [
  'submitted',
  'cancelled',
  'approved',
  'declined',
  'expired',
  'method_chosen',
  'checkout_started',
  'checkout_closed',
  'paid',
  'pickup_coordinated',
  'sent',
  'received',
  'not_received',
  // An admin sent it back to pending, or changed its value or quantity.
  'reopened',
  'amended',
] as const;
export type RequestChange = (typeof REQUEST_CHANGES)[number];
