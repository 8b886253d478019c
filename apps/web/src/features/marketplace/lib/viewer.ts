import { REQUEST_MESSAGES, type SessionUser } from '@app/shared';

/**
 * Who is looking at the marketplace, and what that lets them do with an item (docs/product.md, People
 * and Items and requesting).
 */
export type Viewer =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'donor'; user: SessionUser }
  | { kind: 'admin'; user: SessionUser }
  | {
      kind: 'nonprofit';
      user: SessionUser;
      /** Why this nonprofit may not request yet (approval pending or refused); null when it may. */
      blockedReason: string | null;
    };

export const NOT_APPROVED_MESSAGE = 'Your organization was not approved. You cannot request items.';

export function getViewer(user: SessionUser | null | undefined, isPending: boolean): Viewer {
  if (isPending) return { kind: 'loading' };
  if (!user) return { kind: 'visitor' };
  if (user.role === 'donor') return { kind: 'donor', user };
  if (user.role === 'admin') return { kind: 'admin', user };
  const blockedReason =
    user.approval_status === 'approved'
      ? null
      : user.approval_status === 'rejected'
        ? NOT_APPROVED_MESSAGE
        : REQUEST_MESSAGES.pendingApproval;
  return { kind: 'nonprofit', user, blockedReason };
}

/** The nonprofit that may request right now, or null. */
export function requestingNonprofitId(viewer: Viewer): number | null {
  return viewer.kind === 'nonprofit' && viewer.blockedReason === null ? viewer.user.id : null;
}
