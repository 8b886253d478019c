import { NEED_MESSAGES, REQUEST_MESSAGES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '#src/platform/auth/guards';
import type { Queryable } from '#src/platform/database/client';
import type { NeedRow, UserRow } from '#src/platform/database/schema';
import { forbidden, notFound } from '#src/platform/errors';
import { lockNeed } from './needs.queries';

/**
 * Who may do what on the needs board (docs/product.md, Needs board, and API contract): a nonprofit
 * posts and changes its own needs and decides the offers on them; a donor reads the board and
 * answers as itself; admins read both lists and change nothing.
 */

/** POST /nonprofit/{id}/needs: the approved nonprofit the path names, signed in as itself. */
export function requirePostingNonprofit(request: FastifyRequest, nonprofitId: number): UserRow {
  const user = requireUser(request);
  if (user.role !== 'nonprofit' || user.id !== nonprofitId) throw forbidden();
  if (user.approvalStatus !== 'approved') throw forbidden(REQUEST_MESSAGES.pendingApproval);
  return user;
}

/** A need's own calls (edit, close, decide its offers): a nonprofit; whose need it is, with the need. */
export function requireNonprofit(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'nonprofit') throw forbidden();
  return user;
}

/** The board and answering: the donor the query names, signed in as itself. */
export function requireNamedDonor(request: FastifyRequest, donorId: number): UserRow {
  const user = requireUser(request);
  if (user.role !== 'donor' || user.id !== donorId) throw forbidden();
  return user;
}

/** Locks the nonprofit's own need: 404 when there is none, 403 when it is another's. */
export async function lockOwnNeed(db: Queryable, nonprofitId: number, needId: number): Promise<NeedRow> {
  const need = await lockNeed(db, needId);
  if (!need) throw notFound(NEED_MESSAGES.notFound);
  if (need.nonprofitId !== nonprofitId) throw forbidden();
  return need;
}
