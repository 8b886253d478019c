import type { AdminUser } from '@app/shared';
import { users, type UserRow } from '#src/platform/database/schema';

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

export function presentAdminUser(row: AdminUserSource): AdminUser {
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
  };
}
