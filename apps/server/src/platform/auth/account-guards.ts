import type { Role } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../database/schema';
import { forbidden } from '../errors';
import { requireUser } from './guards';

/**
 * Reads of one account's own data (dashboards, token balance, events): the signed-in user must be
 * that account and have the role, or be an admin. 401 anonymous, 403 anyone else.
 */
export function requireAccountOrAdmin(request: FastifyRequest, accountId: number, role: Role): UserRow {
  const user = requireUser(request);
  if (user.role === 'admin') return user;
  if (user.role !== role || user.id !== accountId) throw forbidden();
  return user;
}
