import { PAYMENT_MESSAGES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { requireRole, requireUser } from '#src/platform/auth/guards';
import type { CheckoutSessionRow, UserRow } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';
import { INVOICE_REFUSALS } from './invoice-checkout.messages';

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

/**
 * Paying is the nonprofit's own act (admins only look). An id the browser sends along (nonprofit_id,
 * metadata.user_id) must name the caller (docs/product.md, API contract); the invoices themselves are
 * checked against the caller in the service.
 */
export function requirePayingNonprofit(request: FastifyRequest, namedId: number | undefined): UserRow {
  const user = requireUser(request);
  if (user.role !== 'nonprofit') throw forbidden(INVOICE_REFUSALS.onlyNonprofits);
  if (namedId !== undefined && namedId !== user.id) throw forbidden(INVOICE_REFUSALS.otherAccount);
  return user;
}
