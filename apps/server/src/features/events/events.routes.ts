import {
  EVENT_MESSAGES,
  eventAnalyticsSchema,
  eventDeletedSchema,
  eventInputSchema,
  eventSchema,
  idParamSchema,
  rowIdSchema,
} from '@app/shared';
import { z } from 'zod';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { requireUser } from '#src/platform/auth/guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { getEventAnalytics } from './event-analytics.service';
import { assertNonprofitAccount, loadEventFor } from './events.policy';
import { createEvent, deleteEvent, listNonprofitEvents, updateEvent } from './events.service';

const tags = ['events'];
const security = [{ session: [] }];
/** The browser names the nonprofit it acts for; it must own the event unless the caller is an admin. */
const ownerQuery = z.object({ nonprofit_id: rowIdSchema.optional() });

export const eventRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/nonprofit/:id/events',
    {
      schema: {
        tags,
        summary: "A nonprofit's events, upcoming first (at most 100); status is derived from the date",
        security,
        params: idParamSchema,
        response: { 200: z.array(eventSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      return listNonprofitEvents(ctx.db, request.params.id);
    },
  );

  app.post(
    '/nonprofit/:id/events',
    {
      schema: {
        tags,
        summary: 'Add an event: name, one of the 11 types and a date-time required; goal optional (dollars, >= 0)',
        security,
        params: idParamSchema,
        body: eventInputSchema,
        response: { 201: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      if (user.role === 'admin') await assertNonprofitAccount(ctx.db, request.params.id);
      reply.code(201);
      return createEvent(ctx.db, request.params.id, request.body);
    },
  );

  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Edit an event (its owner or an admin); issued invoices keep the date they were priced against',
        security,
        params: idParamSchema,
        querystring: ownerQuery,
        body: eventInputSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateEvent(ctx.db, requireUser(request), request.params.id, request.query.nonprofit_id, request.body),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event (its owner or an admin); refused with 409 while requests name it',
        security,
        params: idParamSchema,
        querystring: ownerQuery,
        response: { 200: eventDeletedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteEvent(ctx.db, requireUser(request), request.params.id, request.query.nonprofit_id);
      return { message: EVENT_MESSAGES.deleted, id: request.params.id };
    },
  );

  app.get(
    '/events/:id/analytics',
    {
      schema: {
        tags,
        summary: "An event's requests by status, values requested, approved and received, goal progress and days left",
        security,
        params: idParamSchema,
        querystring: ownerQuery,
        response: { 200: eventAnalyticsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const event = await loadEventFor(ctx.db, requireUser(request), request.params.id, request.query.nonprofit_id);
      return getEventAnalytics(ctx.db, event);
    },
  );
};
