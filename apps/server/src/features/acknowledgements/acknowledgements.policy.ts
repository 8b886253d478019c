import { ACKNOWLEDGEMENT_TEXT } from '@app/shared';
import type { RequestRow, UserRow } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';

type Parties = Pick<RequestRow, 'donorId' | 'nonprofitId'>;

/** The request's donor, its nonprofit and admins read the letter (docs/product.md, Acknowledgement letters). */
export function assertMayRead(viewer: UserRow, request: Parties): void {
  const party = viewer.id === request.donorId || viewer.id === request.nonprofitId;
  if (viewer.role !== 'admin' && !party) throw forbidden();
}

/** Only the nonprofit that received the gift signs its acknowledgement and corrects it. */
export const maySign = (viewer: UserRow, request: Parties): boolean =>
  viewer.role === 'nonprofit' && viewer.id === request.nonprofitId;

export function assertMaySign(viewer: UserRow, request: Parties): void {
  if (!maySign(viewer, request)) throw forbidden(ACKNOWLEDGEMENT_TEXT.notYours);
}
