import { PAYMENT_MESSAGES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../platform/auth/guards';
import type { CheckoutSessionRow, UserRow } from '../../platform/database/schema';
import { forbidden } from '../../platform/errors';

/**
 * docs/product.md, API contract: the body's nonprofit_id must name the signed-in nonprofit. Only an approved one may
 * buy: tokens can only be spent on requests, which pending and rejected accounts may not make.
 */
export function requirePurchasingNonprofit(request: FastifyRequest, nonprofitId: number): UserRow {
  const user = requireRole(request, 'nonprofit');
  if (user.id !== nonprofitId) throw forbidden('You can only buy tokens for your own organization.');
  if (user.approvalStatus === 'rejected') throw forbidden(PAYMENT_MESSAGES.purchaseRejected);
  if (user.approvalStatus !== 'approved') throw forbidden(PAYMENT_MESSAGES.purchasePendingApproval);
  return user;
}

/** Only the nonprofit that opened a checkout, or an admin, may read its status. */
export function requireCheckoutViewer(user: UserRow, session: CheckoutSessionRow): void {
  if (user.role === 'admin') return;
  if (user.role !== 'nonprofit' || user.id !== session.nonprofitId) throw forbidden();
}
