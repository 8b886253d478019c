import type { DeliveryConfirmationStatus } from '@app/shared';
import { DELIVERY_MESSAGES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { RequestRow, UserRow } from '#src/platform/database/schema';
import { badRequest, forbidden, gone, unauthorized } from '#src/platform/errors';
import { DELIVERY_REFUSALS } from './delivery.messages';
import { checkConfirmationToken } from './delivery-token';

/**
 * docs/product.md, API contract: the nonprofit_id in the query must name the signed-in
 * nonprofit (it defaults to it when left out); whether the request is its own is checked with the
 * request, under lock.
 */
export function requireDeliveryNonprofit(request: FastifyRequest, nonprofitId: number | undefined): UserRow {
  const user = requireUser(request);
  if (user.role !== 'nonprofit' || (nonprofitId !== undefined && nonprofitId !== user.id)) {
    throw forbidden(DELIVERY_REFUSALS.notOwnRequest);
  }
  return user;
}

/** The donor marking its own item sent: donor_id names the signed-in donor. */
export function requireDeliveryDonor(request: FastifyRequest, donorId: number | undefined): UserRow {
  const user = requireUser(request);
  if (user.role !== 'donor' || (donorId !== undefined && donorId !== user.id)) {
    throw forbidden(DELIVERY_REFUSALS.notItemDonor);
  }
  return user;
}

export interface ConfirmationCaller {
  user: UserRow | null;
  token: string | null;
}

/**
 * docs/product.md, Delivery: the emailed link's token lets whoever holds it answer for that request and
 * that status only; without a token only the owning nonprofit's session may. A token that does
 * not match is refused even when a session is present, so a doctored link never counts.
 */
export function assertMayConfirm(
  secret: string,
  caller: ConfirmationCaller,
  request: Pick<RequestRow, 'id' | 'nonprofitId'>,
  status: DeliveryConfirmationStatus,
): void {
  if (caller.token !== null) {
    const check = checkConfirmationToken(secret, request.id, status, caller.token);
    // 410 lets the page offer the way that still works: signing in and confirming without the link.
    if (check === 'expired') throw gone(DELIVERY_MESSAGES.confirmLinkExpired);
    if (check === 'invalid') throw badRequest(DELIVERY_MESSAGES.confirmInvalidStatus);
    return;
  }
  if (!caller.user) throw unauthorized(DELIVERY_MESSAGES.confirmSignInNeeded);
  if (caller.user.id !== request.nonprofitId) throw forbidden(DELIVERY_REFUSALS.notOwnConfirmation);
}
