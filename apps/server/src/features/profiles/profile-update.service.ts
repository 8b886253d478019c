import {
  PROFILE_MESSAGES,
  profileUpdateIssues,
  type Profile,
  type ProfileUpdate,
  type ValidationIssue,
} from '@app/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { users, USERS_NONPROFIT_EIN_KEY, type UserRow } from '#src/platform/database/schema';
import { isUniqueViolation } from '#src/platform/database/unique-violation';
import { badRequest, conflict, notFound } from '#src/platform/errors';
import {
  assertCurrentPassword,
  cancelEmailChangeInTx,
  emailTakenByOther,
  issueEmailChangeInTx,
  queueEmailChangeEmails,
} from '../auth';
import { moveDonorItemsInTx } from '../items';
import { addressChanged, locateAccount, type AccountCoordinates } from '../places';
import { planProfileChanges, profileDiff, type ProfilePlan } from './profile-changes';
import { assertOwnLogoUpload } from './profile-logo.service';
import { presentProfile } from './profiles.presenter';

type ProfileRole = 'nonprofit' | 'donor';
const COORDINATE_FIELDS = [
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['pickupLatitude', 'pickup_latitude'],
  ['pickupLongitude', 'pickup_longitude'],
] as const;
/** Advisory-lock namespace of EIN checks, so two nonprofits cannot take one EIN at the same moment. */
const EIN_LOCK = 0x45494e;

const refuse = (field: string, msg: string) => badRequest([{ loc: ['body', field], msg }] satisfies ValidationIssue[]);

async function readAccount(ctx: Pick<AppContext, 'db'>, id: number, tx?: Transaction): Promise<UserRow> {
  const query = (tx ?? ctx.db).select().from(users).where(eq(users.id, id));
  const [row] = tx ? await query.for('update') : await query;
  if (!row) throw notFound('User not found.');
  return row;
}

/** Where the edited address puts the account; undefined when the address does not change. */
async function placeFor(ctx: Pick<AppContext, 'geocoder'>, row: UserRow, plan: ProfilePlan) {
  const merged: UserRow = { ...row, ...plan.columns };
  return addressChanged(row, merged) ? locateAccount(ctx.geocoder, merged) : undefined;
}

/**
 * PUT /users/{id} (docs/product.md, Profiles): the user's own edit, in one transaction with its
 * audit entry (actor self), the donor's items moved when its reach or place changes, and a new
 * email address waiting for its link. Checks that need no lock (password, taken address, EIN
 * after approval) run first; the row is then locked and the plan made again from it.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  user: UserRow & { role: ProfileRole },
  input: ProfileUpdate,
): Promise<Profile> {
  const issues = profileUpdateIssues(user.role, input);
  if (issues.length > 0) throw badRequest(issues);
  const snapshot = await readAccount(ctx, user.id);
  await assertOwnLogoUpload(ctx.db, snapshot, input.logo_url);
  const first = planProfileChanges(snapshot, user.role, input);
  const newEmail = typeof first.email === 'object' && first.email ? first.email.newEmail : null;
  if (newEmail) {
    await assertCurrentPassword(ctx.db, snapshot, input.current_password);
    if (await emailTakenByOther(ctx.db, newEmail, snapshot.id)) throw refuse('email', PROFILE_MESSAGES.emailTaken);
  }
  // Geocoding may ask Nominatim: done before the row is locked, and reused when the address is unchanged since.
  const firstPlace = await placeFor(ctx, snapshot, first);

  const saving = ctx.db.transaction(async (tx) => {
    const before = await readAccount(ctx, user.id, tx);
    const plan = planProfileChanges(before, user.role, input);
    if (JSON.stringify(plan.email) !== JSON.stringify(first.email)) {
      throw conflict('Your profile changed while saving. Please reload it and try again.');
    }
    if (plan.fields.includes('ein')) await assertEinFree(tx, before, plan.columns.ein!);
    const sameAddress = !addressChanged({ ...snapshot, ...first.columns }, { ...before, ...plan.columns });
    const place = sameAddress ? firstPlace : await placeFor(ctx, before, plan);
    if (plan.fields.length === 0 && plan.email === null) return { before, after: before, token: null };

    const [after] = await tx
      .update(users)
      .set({
        ...plan.columns,
        ...(place ? { ...place, placeCheckedAt: new Date() } : {}),
        ...(plan.email === 'cancel' ? { pendingEmail: null } : {}),
        ...(newEmail ? { pendingEmail: newEmail } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, before.id))
      .returning();
    const moved = place !== undefined || plan.fields.includes('donor_scope');
    if (after!.role === 'donor' && moved) await moveDonorItemsInTx(tx, after!.id);
    const token = newEmail ? await issueEmailChangeInTx(tx, after!.id) : null;
    if (token && newEmail) {
      await queueEmailChangeEmails(ctx, tx, {
        userId: after!.id,
        email: after!.email,
        name: after!.name,
        newEmail,
        token,
      });
    }
    if (plan.email === 'cancel') await cancelEmailChangeInTx(tx, after!.id);
    await recordAudit(tx, {
      actor: 'self',
      actorId: after!.id,
      action: 'update_own_profile',
      targetType: 'user',
      targetId: after!.id,
      ...profileDiff(before, after!, [
        ...plan.fields,
        ...(plan.email ? (['pending_email'] as const) : []),
        ...changedCoordinates(before, place),
      ]),
    });
    return { before, after: after!, token };
  });
  const outcome = await saving.catch((error: unknown) => {
    // A sign-up took the EIN between the check and the write (sign-ups take no EIN lock): the unique index decides.
    if (isUniqueViolation(error, USERS_NONPROFIT_EIN_KEY)) throw refuse('ein', PROFILE_MESSAGES.einTaken);
    throw error;
  });

  if (outcome.token) ctx.mailer.wake();
  return presentProfile(outcome.after);
}

function changedCoordinates(before: UserRow, place: AccountCoordinates | undefined) {
  if (!place) return [];
  return COORDINATE_FIELDS.filter(([column]) => column in place && place[column] !== before[column]).map(
    ([, field]) => field,
  );
}

/**
 * An EIN is checked when a nonprofit is approved, so an approved nonprofit cannot change it itself;
 * and one EIN belongs to one nonprofit (docs/product.md, Profiles: "EIN"). Under a transaction lock
 * per EIN, so two edits at once cannot both take it; the unique index on a nonprofit's EIN also
 * stops a sign-up taking it at the same moment (updateOwnProfile maps its violation to this 400).
 */
async function assertEinFree(tx: Transaction, account: UserRow, ein: string): Promise<void> {
  if (account.approvalStatus === 'approved') throw refuse('ein', PROFILE_MESSAGES.einLocked);
  await tx.execute(sql`select pg_advisory_xact_lock(${EIN_LOCK}::int, hashtext(${ein}))`);
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'nonprofit'), eq(users.ein, ein), ne(users.id, account.id)))
    .limit(1);
  if (taken) throw refuse('ein', PROFILE_MESSAGES.einTaken);
}
