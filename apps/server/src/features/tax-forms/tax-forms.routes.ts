import {
  disposalFormSchema,
  doneeSignatureFormSchema,
  idParamSchema,
  rowIdSchema,
  sectionBGiftSchema,
  sectionBGiftsSchema,
} from '@app/shared';
import { z } from 'zod';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { requireUser } from '#src/platform/auth/guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { listSectionBGifts, recordDisposal, signPartV } from './tax-forms.service';

const tags = ['tax forms'];
const security = [{ session: [] }];
const nonprofitParams = z.object({ nonprofit_id: rowIdSchema });

/** Form 8283 Section B Part V and the Form 8282 reminder, on the nonprofit's side (docs/product.md, Tax report). */
export const taxFormRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/nonprofit/:nonprofit_id/section-b-gifts',
    {
      schema: {
        tags,
        summary:
          "The nonprofit's gifts in a donor's group of similar items over $5,000 in a calendar year (Form 8283 Section B), " +
          'with its Part V signature and any recorded disposal (Form 8282); the owner or an admin reads it',
        security,
        params: nonprofitParams,
        response: { 200: sectionBGiftsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      requireAccountOrAdmin(request, request.params.nonprofit_id, 'nonprofit');
      reply.header('cache-control', 'private, no-store');
      return listSectionBGifts(ctx.db, request.params.nonprofit_id);
    },
  );

  app.post(
    '/requests/:id/form-8283-signature',
    {
      schema: {
        tags,
        summary:
          'The nonprofit that received a Section B gift signs Form 8283 Part V (typed name and title, authorised); once, never changed',
        security,
        params: idParamSchema,
        body: doneeSignatureFormSchema,
        response: { 201: sectionBGiftSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const gift = await signPartV(ctx, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(gift);
    },
  );

  app.post(
    '/requests/:id/form-8282-disposal',
    {
      schema: {
        tags,
        summary:
          'The nonprofit records that it disposed of a Section B gift within 3 years of receipt (Form 8282); once. The donor is told.',
        security,
        params: idParamSchema,
        body: disposalFormSchema,
        response: { 201: sectionBGiftSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const gift = await recordDisposal(ctx, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(gift);
    },
  );
};
