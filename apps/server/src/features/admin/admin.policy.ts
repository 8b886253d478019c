import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { UserRow } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';

/** The sentence a non-admin gets from an admin call. */
export const ADMIN_ONLY_MESSAGE = 'Access denied. Admin privileges required.';

/** Every /admin call: 401 without a session, 403 for any role but admin. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
  return user;
}

/** An admin may not approve, reject or re-role their own account: another admin must. */
export function mayChangeApprovalOf(admin: Pick<UserRow, 'id'>, target: Pick<UserRow, 'id'>): boolean {
  return admin.id !== target.id;
}
