import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { ItemRow, UserRow } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';
import { LISTING_REFUSALS } from './listing.messages';

/**
 * Item writes: a signed-in donor, and a `donor_id` in the query, when sent, naming that donor
 * (docs/product.md, API contract). Admins are refused here too: they edit someone's listing through
 * the admin console's own calls (items-admin.service.ts), which leave an audit entry.
 */
export function requireListingDonor(request: FastifyRequest, donorId: number | undefined): UserRow {
  const user = requireUser(request);
  if (user.role !== 'donor') throw forbidden(LISTING_REFUSALS.notDonor);
  if (donorId !== undefined && donorId !== user.id) throw forbidden(LISTING_REFUSALS.otherDonor);
  return user;
}

/** A donor changes only its own items. */
export function assertOwnItem(item: Pick<ItemRow, 'donorId'>, donorId: number): void {
  if (item.donorId !== donorId) throw forbidden(LISTING_REFUSALS.notOwnItem);
}
