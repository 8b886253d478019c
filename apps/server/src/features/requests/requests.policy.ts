import { REQUEST_MESSAGES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { UserRow } from '#src/platform/database/schema';
import { forbidden, unauthorized } from '#src/platform/errors';
import { REQUEST_REFUSALS } from '../donations';

/** The three refusals, said the same way by server and browser (docs/product.md, "People"). */
export function assertMayRequest(user: Pick<UserRow, 'role' | 'approvalStatus'>): void {
  if (user.role !== 'nonprofit') throw forbidden(REQUEST_MESSAGES.notNonprofit);
  if (user.approvalStatus !== 'approved') throw forbidden(REQUEST_MESSAGES.pendingApproval);
}

/** POST /requests and /requests/batch: an approved nonprofit naming itself. */
export function requireRequestingNonprofit(request: FastifyRequest, nonprofitId: number): UserRow {
  const user = request.user;
  if (!user) throw unauthorized(REQUEST_MESSAGES.notLoggedIn);
  assertMayRequest(user);
  if (user.id !== nonprofitId) throw forbidden(REQUEST_REFUSALS.otherNonprofit);
  return user;
}

/** Respond: a donor naming itself; whether the request is for its item is checked with the request. */
export function requireRespondingDonor(request: FastifyRequest, donorId: number): UserRow {
  const user = requireUser(request);
  if (user.role !== 'donor' || user.id !== donorId) throw forbidden(REQUEST_REFUSALS.notItemDonor);
  return user;
}

/** Cancel: the nonprofit naming itself; ownership of the request is checked with the request. */
export function requireOwningNonprofit(request: FastifyRequest, nonprofitId: number): UserRow {
  const user = requireUser(request);
  if (user.role !== 'nonprofit' || user.id !== nonprofitId) throw forbidden(REQUEST_REFUSALS.notOwnRequest);
  return user;
}
