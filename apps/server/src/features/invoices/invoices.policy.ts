import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/guards';
import type { UserRow } from '../../platform/database/schema';
import { forbidden } from '../../platform/errors';
import { INVOICE_REFUSALS } from './invoices.messages';

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
