import type { Role } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../database/schema';
import { forbidden, unauthorized } from '../errors';

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user with one of the roles, else 401 (anonymous) or 403 (wrong role). */
export function requireRole(request: FastifyRequest, ...roles: Role[]): UserRow {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/**
 * docs/product.md, API contract: an account id in a path or query must name the caller; admins may
 * name anyone where the action is an admin's.
 */
export function requireSelfOrAdmin(request: FastifyRequest, id: number | string | undefined): UserRow {
  const user = requireUser(request);
  if (user.role === 'admin') return user;
  if (id === undefined || Number(id) !== user.id) throw forbidden();
  return user;
}
