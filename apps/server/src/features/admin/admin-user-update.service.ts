import {
  ADMIN_USER_EDIT_FIELDS,
  ADMIN_USER_UPDATED_MESSAGE,
  adminUserDecisionMessage,
  approvesWithoutLetter,
  EIN_TAKEN_MESSAGE,
  NO_LETTER_APPROVAL_REFUSED,
  normalizeEin,
  REJECTION_REASON_REQUIRED,
  type AdminUserUpdate,
  type AdminUserUpdateResponse,
  type ApprovalStatus,
  type IrsEvidence,
  type ValidationIssue,
} from '@app/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { users, USERS_NONPROFIT_EIN_KEY, type NewUserRow, type UserRow } from '#src/platform/database/schema';
import { isUniqueViolation } from '#src/platform/database/unique-violation';
import { badRequest, conflict, notFound } from '#src/platform/errors';
import { irsEvidenceFor } from '../irs';
import { moveDonorItemsInTx } from '../items';
import { addressChanged, locateAccount } from '../places';
import { mayChangeApprovalOf } from './admin.policy';
import type { AccountDecision } from './admin-users.emails';
import { presentAdminUser, presentAdminUsers } from './admin-users.presenter';
import { announcedDecision, tellAccountDecision } from './admin-users.notices';

export const OWN_APPROVAL_MESSAGE = 'You cannot change the approval status of your own account.';
export const EMAIL_TAKEN_MESSAGE = 'This email address is already registered to another account.';
/** 400 on the EIN field, as at sign-up and in the profile: the sentence names no organization. */
const einTaken = () => badRequest([{ loc: ['body', 'ein'], msg: EIN_TAKEN_MESSAGE }]);

type Changes = Partial<
  Pick<
    NewUserRow,
    | 'name'
    | 'email'
    | 'city'
    | 'state'
    | 'organizationName'
    | 'ein'
    | 'companyName'
    | 'approvalStatus'
    | 'rejectionReason'
  >
>;

const DECISION_ACTIONS: Record<ApprovalStatus, string> = {
  approved: 'approve_user',
  rejected: 'reject_user',
  pending: 'set_user_pending',
};

interface Outcome {
  before: UserRow;
  after: UserRow;
  changed: boolean;
}

/**
 * An admin's approval decision or edit of an account: one transaction with its audit entry; the
 * decision emails go out after it commits.
 */
export async function updateUserAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  targetId: number,
  input: AdminUserUpdate,
): Promise<AdminUserUpdateResponse> {
  const isEdit = ADMIN_USER_EDIT_FIELDS.some((field) => input[field] !== undefined);
  let outcome: Outcome;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
      if (!target) throw notFound('User not found.');
      const changes: Changes = {
        ...(isEdit ? await editChanges(tx, target, input) : {}),
        ...approvalChanges(admin, target, input, isEdit),
      };
      const changed = Object.entries(changes).some(([key, value]) => target[key as keyof Changes] !== value);
      if (!changed) return { before: target, after: target, changed };
      // A new city or state places the account again, as the user's own edit would (docs/product.md, Places).
      const moved = addressChanged(target, { ...target, ...changes });
      const place = moved
        ? { ...(await locateAccount(ctx.geocoder, { ...target, ...changes })), placeCheckedAt: new Date() }
        : {};
      const evidence = approvesNonprofit(target, changes)
        ? await evidenceAtApproval(tx, { ...target, ...changes })
        : undefined;
      const [after] = await tx
        .update(users)
        .set({
          ...changes,
          ...place,
          ...(evidence !== undefined && { approvalIrsEvidence: evidence }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id))
        .returning();
      if (moved && target.role === 'donor') await moveDonorItemsInTx(tx, target.id);
      await recordAudit(tx, {
        adminId: admin.id,
        action: isEdit || !input.approval_status ? 'update_user' : DECISION_ACTIONS[input.approval_status],
        targetType: 'user',
        targetId: target.id,
        targetLabel: target.organizationName ?? target.companyName ?? target.name,
        reason: input.approval_status === 'rejected' ? (input.reason?.trim() ?? null) : null,
        before: auditSnapshot(target),
        after: {
          ...auditSnapshot(after!),
          ...(withoutLetter(target, input) && { approved_without_letter: true }),
          ...(evidence !== undefined && { irs_evidence: evidence }),
        },
      });
      await tellAccountDecision(tx, target, after!);
      return { before: target, after: after!, changed };
    });
  } catch (error) {
    // Another writer took the EIN or the address since the checks in editChanges: the unique indexes decide.
    if (isUniqueViolation(error, USERS_NONPROFIT_EIN_KEY)) throw einTaken();
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  if (outcome.changed) await announceDecision(ctx, outcome);
  const [user] = await presentAdminUsers(ctx.db, [outcome.after]);
  return {
    user: user!,
    message:
      isEdit || !input.approval_status ? ADMIN_USER_UPDATED_MESSAGE : adminUserDecisionMessage(input.approval_status),
  };
}

/** The audit entry's picture of an account: its fields as the list shows them, without the IRS evidence read live. */
function auditSnapshot(row: UserRow) {
  const { irs_evidence: _live, ...fields } = presentAdminUser(row, null);
  return fields;
}

/** This write makes a nonprofit approved: the IRS evidence the admin saw is kept with the decision. */
function approvesNonprofit(target: UserRow, changes: Changes): boolean {
  return target.role === 'nonprofit' && changes.approvalStatus === 'approved' && target.approvalStatus !== 'approved';
}

/**
 * The IRS evidence as it is at the moment of approval, read in the decision's transaction
 * (docs/product.md, "Checking a nonprofit against IRS data"): stored with the account and put in
 * the audit entry, so a later import does not change what the admin decided on. Null when no IRS
 * file was imported yet, as for nonprofits approved before the IRS data existed.
 */
async function evidenceAtApproval(tx: Transaction, nonprofit: UserRow): Promise<IrsEvidence | null> {
  const evidence = (await irsEvidenceFor(tx, [nonprofit])).get(nonprofit.id)!;
  const { bmf, pub78, revocations } = evidence.data_as_of;
  return bmf || pub78 || revocations ? evidence : null;
}

/** The edit form: name, email, city and state for everyone; the fields of the account's own role. */
async function editChanges(tx: Transaction, target: UserRow, input: AdminUserUpdate): Promise<Changes> {
  const issues: ValidationIssue[] = [];
  const changes: Changes = { name: input.name!, email: input.email!, city: input.city!, state: input.state! };
  if (target.role === 'nonprofit') {
    if (!input.organization_name) {
      issues.push({ loc: ['body', 'organization_name'], msg: 'Organization name is required' });
    }
    const ein = input.ein ? normalizeEin(input.ein) : null;
    if (!ein) issues.push({ loc: ['body', 'ein'], msg: 'EIN is required, 9 digits like 12-3456789' });
    changes.organizationName = input.organization_name!;
    changes.ein = ein;
  } else if (target.role === 'donor') {
    if (!input.company_name) issues.push({ loc: ['body', 'company_name'], msg: 'Company name is required' });
    changes.companyName = input.company_name!;
  }
  if (issues.length > 0) throw badRequest(issues);

  if (changes.ein && changes.ein !== target.ein) {
    // One EIN, one nonprofit, whoever edits it (docs/product.md, Accounts and sign-in).
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'nonprofit'), eq(users.ein, changes.ein), ne(users.id, target.id)))
      .limit(1);
    if (taken) throw einTaken();
  }
  if (changes.email !== target.email) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${changes.email}`, ne(users.id, target.id)))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  return changes;
}

/** The approval part, present in both forms: rejecting needs a reason, and never one's own account. */
function approvalChanges(admin: UserRow, target: UserRow, input: AdminUserUpdate, isEdit: boolean): Changes {
  const status = input.approval_status;
  if (!status) return {};
  const statusChanges = status !== target.approvalStatus;
  // A bare decision on oneself is refused even when it changes nothing; the edit form may resend the current status.
  if ((statusChanges || !isEdit) && !mayChangeApprovalOf(admin, target)) throw badRequest(OWN_APPROVAL_MESSAGE);
  if (withoutLetter(target, input) && input.approve_without_letter !== true)
    throw badRequest(NO_LETTER_APPROVAL_REFUSED);
  if (status !== 'rejected') return statusChanges ? { approvalStatus: status, rejectionReason: null } : {};
  const reason = input.reason?.trim();
  if (!reason) {
    if (statusChanges || !isEdit) throw badRequest(REJECTION_REASON_REQUIRED);
    return {};
  }
  return { approvalStatus: status, rejectionReason: reason };
}

/** Approving a nonprofit with no letter on file: allowed only with the admin's explicit yes, and audited as such. */
function withoutLetter(target: UserRow, input: AdminUserUpdate): boolean {
  return approvesWithoutLetter(
    { role: target.role, approval_status: target.approvalStatus, tax_exempt_doc_url: target.taxExemptDocUrl },
    input.approval_status,
  );
}

async function announceDecision(ctx: AppContext, { before, after }: Outcome): Promise<void> {
  const decision: AccountDecision = {
    userId: after.id,
    email: after.email,
    name: after.name,
    organizationName: after.organizationName ?? after.companyName ?? after.name,
  };
  const announced = announcedDecision(before, after);
  if (announced === 'approved') await ctx.events.emit('account.approved', decision);
  if (announced === 'rejected')
    await ctx.events.emit('account.rejected', { ...decision, reason: after.rejectionReason ?? '' });
}
