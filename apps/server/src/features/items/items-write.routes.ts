import {
  costBasisFormSchema,
  costBasisResponseSchema,
  donorIdQuerySchema,
  idempotencyHeadersSchema,
  idParamSchema,
  itemFormSchema,
  itemStatusQuerySchema,
  listingSchema,
} from '@app/shared';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { idempotent } from '#src/platform/http/idempotency';
import { setListingStatus } from './items-status.service';
import { createListing, setCostBasis, updateListing } from './items-write.service';
import { requireListingDonor } from './items.policy';

const tags = ['listings'];
const security = [{ session: [] }];

/** A donor's own listings: create, edit, and list or unlist (docs/product.md, Items and requesting). */
export const itemWriteRoutes: FeatureRoutes = (app, ctx) => {
  app.post(
    '/items',
    {
      schema: {
        tags,
        summary:
          "A donor lists an item at its pickup location and reach; pending review first when the site's " +
          "require_item_approval is on. Images are the donor's uploads (public_id) or http(s) URLs, at most three.",
        security,
        querystring: donorIdQuerySchema,
        headers: idempotencyHeadersSchema,
        body: itemFormSchema,
        response: { 201: listingSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const donor = requireListingDonor(request, request.query.donor_id);
      return idempotent(ctx.db, request, reply, {
        userId: donor.id,
        status: 201,
        run: () => createListing(ctx.db, donor.id, request.body),
      });
    },
  );

  app.put(
    '/items/:id',
    {
      schema: {
        tags,
        summary:
          'The donor edits its item. quantity is the total listed, approved units included, and may not go below them; ' +
          'requests already made keep the value and delivery options they were made with.',
        security,
        params: idParamSchema,
        querystring: donorIdQuerySchema,
        body: itemFormSchema,
        response: { 200: listingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const donor = requireListingDonor(request, request.query.donor_id);
      return updateListing(ctx.db, donor.id, request.params.id, request.body);
    },
  );

  app.put(
    '/items/:id/cost-basis',
    {
      schema: {
        tags,
        summary:
          "The donor sets its item's unit cost basis (dollars, or null for none), also after the item was given. " +
          'Private to the donor and admins; the tax report reads it.',
        security,
        params: idParamSchema,
        querystring: donorIdQuerySchema,
        body: costBasisFormSchema,
        response: { 200: costBasisResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const donor = requireListingDonor(request, request.query.donor_id);
      return setCostBasis(ctx.db, donor.id, request.params.id, request.body);
    },
  );

  app.put(
    '/items/:id/status',
    {
      schema: {
        tags,
        summary:
          'The donor unlists (disabled: hidden, no new requests, pending requests stay) or lists again (available: ' +
          'the status its requests call for). An item waiting for review cannot be changed here. No body.',
        security,
        params: idParamSchema,
        querystring: itemStatusQuerySchema,
        response: { 200: listingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const donor = requireListingDonor(request, request.query.donor_id);
      return setListingStatus(ctx.db, donor.id, request.params.id, request.query.status);
    },
  );
};
