import {
  donorNeedOffersSchema,
  donorNeedsPageSchema,
  donorNeedsQuerySchema,
  idempotencyHeadersSchema,
  idParamSchema,
  needFormSchema,
  needOfferAcceptedSchema,
  needOfferCreatedSchema,
  needOfferDeclinedSchema,
  needOfferFormSchema,
  needSavedSchema,
  nonprofitNeedsSchema,
  rowIdSchema,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { users } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { idempotent } from '#src/platform/http/idempotency';
import { answerNeed } from './need-answer.service';
import { acceptOffer, declineOffer } from './need-offer-decisions.service';
import { listDonorNeeds, listDonorOffers, listNonprofitNeeds } from './needs-read.service';
import { closeNeed, editNeed, postNeed } from './needs-write.service';
import { requireNamedDonor, requireNonprofit, requirePostingNonprofit } from './needs.policy';

const tags = ['needs'];
const security = [{ session: [] }];
const needParams = z.object({ need_id: rowIdSchema });
const offerParams = z.object({ offer_id: rowIdSchema });
const donorParams = z.object({ donor_id: rowIdSchema });
const donorQuery = z.object({ donor_id: rowIdSchema });

/** The needs board (docs/product.md, Needs board): nonprofits post needs, donors answer with listings. */
export const needRoutes: FeatureRoutes = (app, ctx) => {
  const accountOf = async (id: number) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
    return user;
  };

  app.get(
    '/nonprofit/:id/needs',
    {
      schema: {
        tags,
        summary:
          "A nonprofit's needs, newest first (at most 100), each with its offers; whether another may be posted. " +
          'Its own nonprofit, or an admin (read only: offered no actions).',
        security,
        params: idParamSchema,
        response: { 200: nonprofitNeedsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      const nonprofit = user.role === 'admin' ? await accountOf(request.params.id) : user;
      if (nonprofit?.role !== 'nonprofit') throw notFound();
      const viewer =
        user.role === 'admin' ? ({ kind: 'admin' } as const) : ({ kind: 'nonprofit', id: user.id } as const);
      return listNonprofitNeeds(ctx.db, nonprofit, viewer);
    },
  );

  app.post(
    '/nonprofit/:id/needs',
    {
      schema: {
        tags,
        summary:
          'An approved nonprofit posts a need: title, category, description, quantity, a needed-by day (today or ' +
          'later), an optional event of its own and the intended use. At most 50 open at once.',
        security,
        params: idParamSchema,
        body: needFormSchema,
        response: { 201: needSavedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const nonprofit = requirePostingNonprofit(request, request.params.id);
      reply.code(201);
      return postNeed(ctx, nonprofit.id, request.body);
    },
  );

  app.put(
    '/needs/:need_id',
    {
      schema: {
        tags,
        summary: 'Its nonprofit edits a need not closed; the quantity may not go below what approved requests cover.',
        security,
        params: needParams,
        body: needFormSchema,
        response: { 200: needSavedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editNeed(ctx, requireNonprofit(request).id, request.params.need_id, request.body),
  );

  app.post(
    '/needs/:need_id/close',
    {
      schema: {
        tags,
        summary:
          'Its nonprofit closes a need: donors no longer see it, and offers still waiting are declined. No body.',
        security,
        params: needParams,
        response: { 200: needSavedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => closeNeed(ctx, requireNonprofit(request).id, request.params.need_id),
  );

  app.get(
    '/needs',
    {
      schema: {
        tags,
        summary:
          "The open needs the donor's reach covers (measured from its pickup location to each nonprofit, as for its " +
          'listings), soonest needed first, searched and filtered by category, one page at a time.',
        security,
        querystring: donorNeedsQuerySchema,
        response: { 200: donorNeedsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDonorNeeds(ctx.db, requireNamedDonor(request, request.query.donor_id), request.query),
  );

  app.post(
    '/needs/:need_id/offers',
    {
      schema: {
        tags,
        summary:
          'A donor answers an open need in its reach: a listing (the item form, review first when the site ' +
          'requires it), held for the nonprofit alone for 7 days, at most the quantity still needed.',
        security,
        params: needParams,
        querystring: donorQuery,
        headers: idempotencyHeadersSchema,
        body: needOfferFormSchema,
        response: { 201: needOfferCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const donor = requireNamedDonor(request, request.query.donor_id);
      return idempotent(ctx.db, request, reply, {
        userId: donor.id,
        status: 201,
        run: () => answerNeed(ctx, donor.id, request.params.need_id, request.body),
      });
    },
  );

  app.get(
    '/donor/:donor_id/need-offers',
    {
      schema: {
        tags,
        summary: "A donor's answers to needs, newest first (at most 100). The donor, or an admin (read only).",
        security,
        params: donorParams,
        response: { 200: donorNeedOffersSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireAccountOrAdmin(request, request.params.donor_id, 'donor');
      return listDonorOffers(ctx.db, request.params.donor_id, { kind: user.role === 'admin' ? 'admin' : 'donor' });
    },
  );

  app.post(
    '/need-offers/:offer_id/accept',
    {
      schema: {
        tags,
        summary:
          "The need's nonprofit accepts an offer in its window: the request is made (the offer's quantity, the " +
          "need's event and intended use) and approved in one transaction, its tokens spent as usual. No body.",
        security,
        params: offerParams,
        headers: idempotencyHeadersSchema,
        response: { 200: needOfferAcceptedSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const nonprofit = requireNonprofit(request);
      return idempotent(ctx.db, request, reply, {
        userId: nonprofit.id,
        status: 200,
        run: () => acceptOffer(ctx, nonprofit.id, request.params.offer_id),
      });
    },
  );

  app.post(
    '/need-offers/:offer_id/decline',
    {
      schema: {
        tags,
        summary: "The need's nonprofit declines a waiting offer: the listing joins the marketplace at once. No body.",
        security,
        params: offerParams,
        response: { 200: needOfferDeclinedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => declineOffer(ctx, requireNonprofit(request).id, request.params.offer_id),
  );
};
