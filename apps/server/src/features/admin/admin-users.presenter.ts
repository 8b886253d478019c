import type { AdminUser, IrsEvidence } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { users, type UserRow } from '#src/platform/database/schema';
import { irsEvidenceFor } from '../irs';

/** Only the columns an admin list shows: the password hash is never even read. */
export const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  city: users.city,
  state: users.state,
  role: users.role,
  organizationName: users.organizationName,
  ein: users.ein,
  companyName: users.companyName,
  approvalStatus: users.approvalStatus,
  rejectionReason: users.rejectionReason,
  taxExemptDocUrl: users.taxExemptDocUrl,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export type AdminUserSource = Pick<UserRow, keyof typeof adminUserColumns>;

/** `irsEvidence`: what the IRS files say about a nonprofit (null for other roles), read for the whole page at once. */
export function presentAdminUser(row: AdminUserSource, irsEvidence: IrsEvidence | null): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    city: row.city,
    state: row.state,
    role: row.role,
    organization_name: row.organizationName,
    ein: row.ein,
    company_name: row.companyName,
    approval_status: row.approvalStatus,
    rejection_reason: row.rejectionReason,
    tax_exempt_doc_url: row.taxExemptDocUrl,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
    irs_evidence: irsEvidence,
  };
}

/** A page of accounts, with the IRS evidence of its nonprofits read in one batch (never one query per row). */
export async function presentAdminUsers(db: Queryable, rows: readonly AdminUserSource[]): Promise<AdminUser[]> {
  const evidence = await irsEvidenceFor(
    db,
    rows.filter((row) => row.role === 'nonprofit'),
  );
  return rows.map((row) => presentAdminUser(row, evidence.get(row.id) ?? null));
}
