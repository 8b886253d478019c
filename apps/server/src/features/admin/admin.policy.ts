import { ADMIN_ACCESS_DENIED } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { UserRow } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';

/** The sentence a non-admin gets from an admin call. */
export const ADMIN_ONLY_MESSAGE = ADMIN_ACCESS_DENIED;
export const ADMIN_ID_MISMATCH_MESSAGE = 'admin_id must be the id of the signed-in admin.';

/** Every /admin call: 401 without a session, 403 for any role but admin. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
  return user;
}

function adminIdsIn(source: unknown): unknown[] {
  if (!source || typeof source !== 'object' || !('admin_id' in source)) return [];
  const value = (source as { admin_id: unknown }).admin_id;
  return Array.isArray(value) ? value : [value];
}

/**
 * The seed's admin calls carry `admin_id`; when one is sent (query or JSON body, read before
 * validation), it must be the caller's own id.
 */
export function requireOwnAdminId(admin: Pick<UserRow, 'id'>, request: FastifyRequest): void {
  const named = [...adminIdsIn(request.query), ...adminIdsIn(request.body)];
  if (named.some((id) => String(id).trim() !== String(admin.id))) throw forbidden(ADMIN_ID_MISMATCH_MESSAGE);
}

/** An admin may not approve, reject or re-role their own account: another admin must. */
export function mayChangeApprovalOf(admin: Pick<UserRow, 'id'>, target: Pick<UserRow, 'id'>): boolean {
  return admin.id !== target.id;
}
