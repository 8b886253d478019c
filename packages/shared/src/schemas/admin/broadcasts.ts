import { z } from 'zod';
import { requiredText, rowIdSchema } from '../common';
import { adminListQuerySchema, adminPageFields, optionalChoice } from './lists';

/**
 * Broadcasts (docs/product.md, Admin console: Messages): one message stored once for a whole
 * audience, shown in the bell of everyone in it until it expires.
 */
export const BROADCAST_TARGETS = ['all', 'nonprofits', 'donors'] as const;
export type BroadcastTarget = (typeof BROADCAST_TARGETS)[number];

export const BROADCAST_TARGET_LABELS: Record<BroadcastTarget, string> = {
  all: 'Everyone',
  nonprofits: 'Nonprofits',
  donors: 'Donors',
};

/** Where a broadcast is in its window: not started yet, in the bells now, or over. */
export const BROADCAST_STATUSES = ['scheduled', 'live', 'expired'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];
export const BROADCAST_STATUS_LABELS: Record<BroadcastStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  expired: 'Expired',
};

/** The bell shows at most this many broadcasts at once, the newest first. */
export const BELL_BROADCAST_LIMIT = 20;
export const BROADCAST_TITLE_MAX = 200;
export const BROADCAST_MESSAGE_MAX = 2000;

export const BROADCAST_MESSAGES = {
  created: 'Notification created successfully',
  ended: 'Broadcast ended',
  createError: 'Error creating notification',
  sendError: 'Error sending message',
  targetRequired: 'Target is required: all, nonprofits or donors',
  targetUnknown: 'Target must be one of: all, nonprofits, donors',
  badTime: 'must be a date and time in ISO 8601 form, e.g. 2026-06-01T09:00:00Z',
  expiryBeforeStart: 'The expiry must be after the start.',
  expiryPast: 'The expiry must be in the future.',
  notFound: 'Broadcast not found.',
  alreadyOver: 'This broadcast has already expired.',
} as const;

const targetChoice = z.enum(BROADCAST_TARGETS, { error: BROADCAST_MESSAGES.targetUnknown });
const moment = (field: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.iso
      .datetime({ offset: true, error: `${field} ${BROADCAST_MESSAGES.badTime}` })
      .nullable()
      .optional(),
  );

/**
 * POST /api/admin/notifications/create. `target_users` is the seed's name for `target` and is
 * read when `target` is absent. Times are ISO with a zone; the start defaults to now, the expiry
 * to never. The order of the two, and an expiry in the past, are checked by the server (400).
 */
export const createBroadcastSchema = z
  .object({
    title: requiredText('Title', BROADCAST_TITLE_MAX),
    message: requiredText('Message', BROADCAST_MESSAGE_MAX),
    target: targetChoice.optional(),
    target_users: targetChoice.optional(),
    starts_at: moment('starts_at'),
    expires_at: moment('expires_at'),
    admin_id: rowIdSchema.optional(),
  })
  .refine((body) => body.target !== undefined || body.target_users !== undefined, {
    error: BROADCAST_MESSAGES.targetRequired,
    path: ['target'],
  });
export type CreateBroadcast = z.input<typeof createBroadcastSchema>;

/** One broadcast in the admin list, with how far it got among the accounts of its target. */
export const adminBroadcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  target: z.enum(BROADCAST_TARGETS),
  starts_at: z.string(),
  /** null: shown until someone ends it. */
  expires_at: z.string().nullable(),
  status: z.enum(BROADCAST_STATUSES),
  created_at: z.string(),
  created_by_id: z.number().int().nullable(),
  /** The sending admin's name; null once that account is gone. */
  created_by_name: z.string().nullable(),
  /** Accounts in the target today (it reaches those who sign up later too). */
  audience: z.number().int(),
  read_count: z.number().int(),
  dismissed_count: z.number().int(),
  /** Live or scheduled: an admin may end it now. */
  can_end: z.boolean(),
});
export type AdminBroadcast = z.infer<typeof adminBroadcastSchema>;

/** GET /api/admin/notifications/all: newest first; `status`, `target` and `search` (title, message) filter. */
export const adminBroadcastsQuerySchema = adminListQuerySchema.extend({
  status: optionalChoice('status', BROADCAST_STATUSES),
  target: optionalChoice('target', BROADCAST_TARGETS),
});
export type AdminBroadcastsQuery = z.output<typeof adminBroadcastsQuerySchema>;

export const adminBroadcastsPageSchema = z.object({
  /** The seed reads `notifications`: the same rows. */
  notifications: z.array(adminBroadcastSchema),
  ...adminPageFields,
});
export type AdminBroadcastsPage = z.infer<typeof adminBroadcastsPageSchema>;

export const broadcastWriteResponseSchema = z.object({ message: z.string(), broadcast: adminBroadcastSchema });
export type BroadcastWriteResponse = z.infer<typeof broadcastWriteResponseSchema>;

/** POST /api/admin/notifications/{id}/end: the seed's `admin_id` may come along. */
export const endBroadcastSchema = z.object({ admin_id: rowIdSchema.optional() }).nullish();

/** POST /api/notifications/broadcasts/{id}/dismiss: gone from this user's bell for good. */
export const dismissBroadcastResponseSchema = z.object({ dismissed: z.literal(true), unread_count: z.number().int() });
