import { z } from 'zod';
import { rowIdSchema, safeString } from './common';
import { DELIVERY_METHODS } from '../marketplace-constants';
import { donorRequestSchema, nonprofitRequestSchema } from './requests';
import { deliveryMethodEnum, deliveryStatusEnum, requestLifecycleFields } from './request-state';
import {
  CHAT_RULES,
  CONVERSATION_STATUSES,
  DELIVERY_CONFIRMATION_STATUSES,
  TRACKING_NUMBER_MAX_LENGTH,
  type RequestChange,
} from '../delivery-constants';

// ---- Delivery (docs/product.md, Delivery) ----

/** POST /api/requests/{requestId}/delivery-method?nonprofit_id= */
export const deliveryMethodSchema = z.object({
  delivery_method: z.enum(DELIVERY_METHODS, { error: 'Choose shipping, pickup or virtual delivery' }),
});
export const nonprofitIdOptionalQuerySchema = z.object({ nonprofit_id: rowIdSchema.optional() });

/** POST /api/requests/{requestId}/mark-sent?donor_id= (added call: the donor marks the item sent). */
export const markSentSchema = z.object({
  tracking_number: safeString()
    .trim()
    .max(TRACKING_NUMBER_MAX_LENGTH, {
      error: `Tracking number must be at most ${TRACKING_NUMBER_MAX_LENGTH} characters`,
    })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
});

/** Delivery-method, coordinate-pickup (nonprofit view) and mark-sent (donor view) answers. */
export const nonprofitDeliveryResponseSchema = z.object({ message: z.string(), request: nonprofitRequestSchema });
export const donorDeliveryResponseSchema = z.object({ message: z.string(), request: donorRequestSchema });

/** POST /api/confirm-delivery/{requestId}?status=&token= */
export const confirmDeliveryQuerySchema = z.object({
  status: safeString(),
  token: safeString().max(500).optional(),
});
export const confirmDeliveryResponseSchema = z.object({
  message: z.string(),
  status: z.enum(DELIVERY_CONFIRMATION_STATUSES),
  request_id: z.number().int(),
  item_title: z.string(),
});

/** GET /api/pending-delivery-coordinations?user_id= */
export const pendingDeliverySchema = z.object({
  request_id: z.number().int(),
  conversation_id: z.number().int().nullable(),
  item_title: z.string(),
  nonprofit_name: z.string(),
  donor_name: z.string(),
  approved_at: z.string().nullable(),
  delivery_method: deliveryMethodEnum.nullable(),
  delivery_status: deliveryStatusEnum.nullable(),
  ...requestLifecycleFields,
});
export const pendingDeliveriesResponseSchema = z.object({ pending_deliveries: z.array(pendingDeliverySchema) });
export const userIdQuerySchema = z.object({ user_id: rowIdSchema.optional() });

// ---- Chat (docs/product.md, Chat and notifications) ----

export const conversationSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  item_title: z.string(),
  donor_id: z.number().int(),
  nonprofit_id: z.number().int(),
  donor_name: z.string(),
  nonprofit_name: z.string(),
  delivery_method: deliveryMethodEnum.nullable(),
  delivery_status: deliveryStatusEnum.nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  last_message_at: z.string().nullable(),
  last_message: z.string().nullable(),
  unread_count: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsResponseSchema = z.object({
  conversations: z.array(conversationSchema),
  unread_total: z.number().int(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** null for system messages. */
  sender_id: z.number().int().nullable(),
  /** 'donor' | 'nonprofit' | 'admin' | 'system': the client turns it into You / Donor / Nonprofit. */
  sender_role: z.string(),
  message: z.string(),
  message_type: z.enum(['user', 'system']),
  /** ISO time; shown in the viewer's time zone. */
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessagesResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  conversation: conversationSchema,
});
/** POST /chat/conversations/{id}/read: the chat as its reader now sees it, and their unread total. */
export const chatReadResponseSchema = z.object({
  conversation: conversationSchema,
  unread_total: z.number().int(),
});
export const sendChatMessageSchema = z.object({
  message: safeString({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message cannot be empty' })
    .max(CHAT_RULES.messageMaxLength, {
      error: `Message must be at most ${CHAT_RULES.messageMaxLength} characters`,
    }),
});

// ---- Notifications ----

/**
 * The bell's entries are the user's own notifications or the admins' broadcasts to their role
 * (docs/product.md, Chat and notifications); an id is unique only within its source.
 */
export const NOTIFICATION_SOURCES = ['notification', 'broadcast'] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  source: z.enum(NOTIFICATION_SOURCES),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  conversation_id: z.number().int().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationsQuerySchema = z.object({
  include_read: z.enum(['true', 'false']).default('true'),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});

/** PATCH /api/notifications/{id}/read and POST /api/notifications/{userId}/read-all */
export const markNotificationReadResponseSchema = z.object({
  notification: notificationSchema,
  unread_count: z.number().int(),
});
export const markAllNotificationsReadResponseSchema = z.object({ updated: z.number().int() });

// ---- Live stream (GET /api/stream) ----

/** The JSON in each server-sent event's `data:`, by its `event:` name (LIVE_EVENT_TYPES). */
export interface LiveEventPayloads {
  /** A chat message was posted in one of the user's conversations. */
  message: { conversation_id: number; message: ChatMessage };
  /** A notification was created for the user. */
  notification: { notification: AppNotification };
  /** A request of the user's was made or moved: its status, delivery state or payment changed. */
  request: { request_id: number; change: RequestChange; status: string; delivery_status: string | null };
  /** A conversation opened or completed. */
  conversation: { conversation_id: number; status: string };
}
