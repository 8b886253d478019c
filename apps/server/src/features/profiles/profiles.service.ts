import type { Profile, TourState } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import { users, type UserRow } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { presentProfile } from './profiles.presenter';

const NOT_FOUND = { nonprofit: 'Nonprofit not found.', donor: 'Donor not found.' } as const;

/** GET /nonprofit/{id}/profile and GET /donor/{donor_id}/profile: 404 when no account of that role has the id. */
export async function readProfile<R extends Profile['role']>(
  ctx: Pick<AppContext, 'db'>,
  id: number,
  role: R,
): Promise<Extract<Profile, { role: R }>> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row || row.role !== role) throw notFound(NOT_FOUND[role]);
  return presentProfile(row) as Extract<Profile, { role: R }>;
}

/**
 * PUT /users/{id}/tour: the guided tour was finished or skipped, so it does not start again. A
 * display preference, not part of the profile: not in the account's history.
 */
export async function setTourCompleted(
  ctx: Pick<AppContext, 'db'>,
  user: UserRow,
  completed: boolean,
): Promise<TourState> {
  const [row] = await ctx.db
    .update(users)
    .set({ tourCompleted: completed })
    .where(eq(users.id, user.id))
    .returning({ tourCompleted: users.tourCompleted });
  return { tour_completed: row?.tourCompleted ?? completed };
}
