import { GEOCODE_RULES, geocodeSearchQuerySchema, geocodeSearchResponseSchema } from '@app/shared';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { searchPlaces } from './places.service';

export const placesRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/geocode/search',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Address suggestions for a ZIP, "City, ST", a city name or a street address, best first',
        description: `Anyone, signed in or not (sign-up uses it). q needs at least ${GEOCODE_RULES.minQueryLength} characters; limit 1 to ${GEOCODE_RULES.maxResults} (default ${GEOCODE_RULES.maxResults}). ZIPs and places come from the offline US gazetteer; street addresses from Nominatim when NOMINATIM_URL is set. ${GEOCODE_RULES.searchesPerMinute} searches a minute per account, or per address for visitors (429 with Retry-After).`,
        querystring: geocodeSearchQuerySchema,
        response: { 200: geocodeSearchResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => searchPlaces(ctx, { user: request.user ?? null, ip: request.ip }, request.query),
  );
};
