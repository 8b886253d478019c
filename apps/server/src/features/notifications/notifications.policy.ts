import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { UserRow } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';

/**
 * Notifications are private: the {userId} in the path must be the signed-in user. Admins get no
 * exception (docs/product.md, API contract: they name others only doing an admin's job).
 */
export function requireNotificationOwner(request: FastifyRequest, userId: number): UserRow {
  const user = requireUser(request);
  if (user.id !== userId) throw forbidden('You can only see your own notifications.');
  return user;
}
