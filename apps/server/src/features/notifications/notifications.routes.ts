import {
  BELL_BROADCAST_LIMIT,
  CHAT_RULES,
  dismissBroadcastResponseSchema,
  markAllNotificationsReadResponseSchema,
  markNotificationReadResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  rowIdSchema,
} from '@app/shared';
import { z } from 'zod';
import { requireUser } from '#src/platform/auth/guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireNotificationOwner } from './notifications.policy';
import { dismissBroadcast, markBroadcastRead } from './bell-broadcasts.service';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

const tags = ['notifications'];
const security = [{ session: [] }];
const userIdParams = z.object({ userId: rowIdSchema });
const notificationIdParams = z.object({ id: rowIdSchema });

/** The notification bell: list, mark one read, mark all read; read or dismiss a broadcast. */
export const notificationRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/notifications/:userId',
    {
      schema: {
        tags,
        summary: `The signed-in user's notifications of the last ${CHAT_RULES.notificationWindowDays} days and the live broadcasts to their role (at most ${BELL_BROADCAST_LIMIT}; source 'broadcast'), newest first (at most ${CHAT_RULES.notificationsLimit}), with the unread count`,
        security,
        params: userIdParams,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireNotificationOwner(request, request.params.userId);
      return listNotifications(ctx.db, user, request.query.include_read === 'true');
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one of your notifications read (idempotent); anyone else gets 404. No body.',
        security,
        params: notificationIdParams,
        response: { 200: markNotificationReadResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => markNotificationRead(ctx.db, requireUser(request), request.params.id),
  );

  app.post(
    '/notifications/:userId/read-all',
    {
      schema: {
        tags,
        summary:
          'Marks every notification of the signed-in user read, and the broadcasts in their bell; answers how many changed. No body.',
        security,
        params: userIdParams,
        response: { 200: markAllNotificationsReadResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireNotificationOwner(request, request.params.userId);
      return markAllNotificationsRead(ctx.db, user);
    },
  );

  app.patch(
    '/notifications/broadcasts/:id/read',
    {
      schema: {
        tags,
        summary:
          'Marks a broadcast in your bell read, for you only (idempotent); one not live for your role gets 404. No body.',
        security,
        params: notificationIdParams,
        response: { 200: markNotificationReadResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const notification = await markBroadcastRead(ctx.db, user, request.params.id);
      return { notification, unread_count: await countUnread(ctx.db, user) };
    },
  );

  app.post(
    '/notifications/broadcasts/:id/dismiss',
    {
      schema: {
        tags,
        summary: 'Takes a broadcast out of your bell for good (others still see it); not live for you: 404. No body.',
        security,
        params: notificationIdParams,
        response: { 200: dismissBroadcastResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await dismissBroadcast(ctx.db, user, request.params.id);
      return { dismissed: true as const, unread_count: await countUnread(ctx.db, user) };
    },
  );
};
