import {
  categoriesResponseSchema,
  donorScopeOptionsResponseSchema,
  errorResponseSchema,
  itemsPageSchema,
  itemsQuerySchema,
  locationsResponseSchema,
} from '@app/shared';
import { readFor } from '#src/platform/database/read-routing';
import { encodeJson, sendEncodedJson, type EncodedJson } from '#src/platform/http/encoded-json';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { itemsPageCacheOf } from './items.cache';
import { listFeatured, listItems } from './items.service';
import { resolveViewer } from './items.visibility';
import { listCategories, listDonorScopeOptions, listLocations } from './marketplace-options.service';

/** The public marketplace: items, categories, locations and donor scope options. */
export const itemsRoutes: FeatureRoutes = (app, ctx) => {
  const pageCache = itemsPageCacheOf<EncodedJson>(ctx);

  app.get(
    '/items',
    {
      schema: {
        tags: ['marketplace'],
        summary:
          'Listed items, one keyset page at a time: search (full text + typo tolerant), filters, sorts; ' +
          'a nonprofit sees only items whose donor scope reaches it',
        querystring: itemsQuerySchema,
        response: {
          200: itemsPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = resolveViewer(request.user, request.query);
      // The featured row follows a site setting, which does not move the catalogue version.
      if (request.query.featured === 'true') return readFor(ctx, request, ({ db }) => listFeatured(db, viewer));
      // Cached as the bytes sent: the page is checked against its schema, serialized and compressed once.
      // The version, the checks and the page are read on one server (items.cache.ts).
      const page = await readFor(ctx, request, ({ db, searchDb }) =>
        pageCache.read(
          viewer,
          request.query,
          {
            load: async () => {
              const { page: items, dependency } = await listItems(db, viewer, request.query, searchDb);
              return { page: encodeJson(itemsPageSchema.encode(items)), dependency };
            },
          },
          db,
        ),
      );
      return sendEncodedJson(request, reply, page);
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Item categories in display order (the fallback list when none are stored)',
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request) => readFor(ctx, request, ({ db }) => listCategories(db)),
  );

  app.get(
    '/locations',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'States with listed items and how many each, most first',
        response: { 200: locationsResponseSchema },
      },
    },
    async (request) => readFor(ctx, request, ({ db }) => listLocations(db, resolveViewer(request.user, {}))),
  );

  app.get(
    '/donor-scope-options',
    {
      schema: {
        tags: ['marketplace'],
        summary: "How far a donor's items reach: local community, citywide, statewide, nationwide",
        response: { 200: donorScopeOptionsResponseSchema },
      },
    },
    async () => listDonorScopeOptions(),
  );
};
