import { GEOCODE_MESSAGES, GEOCODE_RULES, type GeocodeSearchQuery, type GeocodeSearchResponse } from '@app/shared';
import type { AppContext } from '#src/platform/context';
import type { UserRow } from '#src/platform/database/schema';
import { tooManyRequests } from '#src/platform/errors';
import { hitRateLimit } from '#src/platform/rate-limit';
import { presentSuggestion } from './places.presenter';

/**
 * Address suggestions for anyone, signed in or not: sign-up needs them before there is an account.
 * Each client has its own per-minute budget: a signed-in account wherever it connects from, a
 * visitor per address (docs/product.md, Places).
 */
export async function searchPlaces(
  ctx: Pick<AppContext, 'db' | 'geocoder'>,
  client: { user: UserRow | null; ip: string },
  query: GeocodeSearchQuery,
): Promise<GeocodeSearchResponse> {
  const key = client.user ? `geocode:user:${client.user.id}` : `geocode:ip:${client.ip}`;
  const limit = await hitRateLimit(ctx.db, key, GEOCODE_RULES.searchesPerMinute, 60_000);
  if (!limit.allowed) throw tooManyRequests(GEOCODE_MESSAGES.rateLimited, limit.retryAfterSeconds);
  const results = await ctx.geocoder.suggest(query.q, query.limit);
  return { suggestions: results.map(presentSuggestion) };
}
