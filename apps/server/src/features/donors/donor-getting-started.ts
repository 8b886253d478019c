import { DONOR_SCOPES, type DonorGettingStarted, type DonorScope } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, requests, users } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { getSiteSettings } from '#src/platform/settings';
import { unplacedAccount } from '../places';

/** The donor approved a request, or declined one itself (a request that expired was never answered). */
const answered = sql`(${requests.status} in ('approved', 'completed')
  or (${requests.status} = 'declined' and ${requests.declineReason} = 'donor'))`;

/** The facts behind a donor's getting-started checklist (docs/product.md, Getting started). */
export async function donorGettingStarted(db: Queryable, donorId: number): Promise<DonorGettingStarted> {
  const [[donor], [listed], [requestRow], settings] = await Promise.all([
    db
      .select({ scope: users.donorScope, unplaced: sql<boolean>`${unplacedAccount()}`.mapWith(Boolean) })
      .from(users)
      .where(eq(users.id, donorId))
      .limit(1),
    db.select({ id: items.id }).from(items).where(eq(items.donorId, donorId)).limit(1),
    db
      .select({
        pending: sql<boolean>`bool_or(${requests.status} = 'pending')`.mapWith(Boolean),
        answered: sql<boolean>`bool_or(${answered})`.mapWith(Boolean),
      })
      .from(requests)
      .where(eq(requests.donorId, donorId)),
    getSiteSettings(db),
  ]);
  if (!donor) throw notFound('User not found.');
  return {
    donor_scope: DONOR_SCOPES.includes(donor.scope as DonorScope) ? (donor.scope as DonorScope) : null,
    items_placed: !donor.unplaced,
    has_listed: listed !== undefined,
    has_pending_request: requestRow?.pending ?? false,
    has_answered_request: requestRow?.answered ?? false,
    response_deadline_days: settings.donor_response_deadline_days,
  };
}
