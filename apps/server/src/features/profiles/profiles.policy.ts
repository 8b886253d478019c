import { PROFILE_MESSAGES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { UserRow } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';

/**
 * Writes to a profile (PUT /users/{id}, its tour and logo): that user only, never an admin on
 * someone's behalf (admins edit accounts through the admin calls, which audit them as admin
 * writes). 401 anonymous, 403 anyone else.
 */
export function requireOwnAccount(request: FastifyRequest, id: number): UserRow {
  const user = requireUser(request);
  if (user.id !== id) throw forbidden();
  return user;
}

/** A profile belongs to a nonprofit or a donor: an admin's own account is edited from the admin dashboard. */
export function requireProfileAccount(user: UserRow): UserRow & { role: 'nonprofit' | 'donor' } {
  if (user.role === 'admin') throw forbidden(PROFILE_MESSAGES.adminAccount);
  return user as UserRow & { role: 'nonprofit' | 'donor' };
}
