import type { SessionUser } from '@app/shared';
import type { UserRow } from '#src/platform/database/schema';

/** The browser's view of a user: never the hash, never a field the user did not give. */
export function presentSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    approval_status: user.approvalStatus,
    email_verified: user.emailVerifiedAt !== null,
    organization_name: user.organizationName,
    company_name: user.companyName,
    state: user.state,
    city: user.city,
    tax_exempt_doc_url: user.taxExemptDocUrl,
    tour_completed: user.tourCompleted,
  };
}
