import {
  DONEE_SIGNATURE_TEXT,
  dollarsToCents,
  FORM_8282_TEXT,
  todayIn,
  type DisposalForm,
  type DoneeSignatureForm,
  type SectionBGift,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { form8282Disposals, form8283Signatures, requests, type UserRow } from '#src/platform/database/schema';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '#src/platform/errors';
import { loadSectionBGifts } from './section-b.queries';
import { presentSectionBGift } from './tax-forms.presenter';
import './tax-forms.events';

export const TAX_FORM_REFUSALS = {
  notFound: 'Request not found.',
  notTheDonee: 'Only the nonprofit that received this gift can sign or record for it.',
} as const;

/** GET /nonprofit/{id}/section-b-gifts (docs/product.md, Tax report). */
export async function listSectionBGifts(db: Queryable, nonprofitId: number): Promise<{ gifts: SectionBGift[] }> {
  const rows = await loadSectionBGifts(db, nonprofitId);
  return { gifts: rows.map(presentSectionBGift) };
}

/** The gift as its nonprofit sees it in the list: 404 no request, 403 not its gift, 422 not Section B. */
async function ownSectionBGift(db: Queryable, nonprofit: UserRow, requestId: number): Promise<SectionBGift> {
  const [request] = await db
    .select({ nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!request) throw notFound(TAX_FORM_REFUSALS.notFound);
  if (nonprofit.role !== 'nonprofit' || request.nonprofitId !== nonprofit.id)
    throw forbidden(TAX_FORM_REFUSALS.notTheDonee);
  const [row] = await loadSectionBGifts(db, nonprofit.id, requestId);
  if (!row) throw unprocessable(DONEE_SIGNATURE_TEXT.notSectionB);
  return presentSectionBGift(row);
}

/**
 * POST /requests/{id}/form-8283-signature: the nonprofit signs Form 8283 Section B Part V for one gift,
 * once. The organisation's name and EIN and the date received are copied as they are now; a signature
 * is never changed afterwards (409). The donor, whose Form 8283 waits for it, is told after the commit.
 */
export async function signPartV(
  ctx: Pick<AppContext, 'db' | 'events'>,
  nonprofit: UserRow,
  requestId: number,
  form: DoneeSignatureForm,
): Promise<SectionBGift> {
  const gift = await ctx.db.transaction(async (tx) => {
    const gift = await ownSectionBGift(tx, nonprofit, requestId);
    const [signed] = await tx
      .insert(form8283Signatures)
      .values({
        requestId,
        nonprofitId: nonprofit.id,
        organizationName: gift.organization_name,
        ein: gift.ein,
        dateReceived: gift.date_received,
        signerName: form.signer_name,
        signerTitle: form.signer_title,
        signedBy: nonprofit.id,
      })
      .onConflictDoNothing({ target: form8283Signatures.requestId })
      .returning({ id: form8283Signatures.id });
    if (!signed) throw conflict(DONEE_SIGNATURE_TEXT.alreadySigned);
    return ownSectionBGift(tx, nonprofit, requestId);
  });
  await ctx.events.emit('form8283.signed', { requestId });
  return gift;
}

const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/**
 * POST /requests/{id}/form-8282-disposal: the nonprofit records that it sold, exchanged or otherwise
 * disposed of a Section B gift within 3 years of receipt, once. The donor is told after the commit
 * (bell and email): the nonprofit owes it a copy of Form 8282.
 */
export async function recordDisposal(
  ctx: Pick<AppContext, 'db' | 'events'>,
  nonprofit: UserRow,
  requestId: number,
  form: DisposalForm,
): Promise<SectionBGift> {
  const gift = await ctx.db.transaction(async (tx) => {
    const current = await ownSectionBGift(tx, nonprofit, requestId);
    const day = form.disposed_on;
    // A day of slack, as in the tax report: the nonprofit's "today" may be ahead of UTC.
    const latest = todayIn('Pacific/Kiritimati');
    if (!isCalendarDate(day) || day < current.date_received || day > current.disposal_window_ends || day > latest)
      throw badRequest(FORM_8282_TEXT.dateRange);
    const amount = form.amount_received ?? null;
    const [recorded] = await tx
      .insert(form8282Disposals)
      .values({
        requestId,
        nonprofitId: nonprofit.id,
        disposedOn: day,
        method: form.method,
        amountReceivedCents: amount === null ? null : dollarsToCents(amount),
        recordedBy: nonprofit.id,
      })
      .onConflictDoNothing({ target: form8282Disposals.requestId })
      .returning({ id: form8282Disposals.id });
    if (!recorded) throw conflict(FORM_8282_TEXT.alreadyRecorded);
    return ownSectionBGift(tx, nonprofit, requestId);
  });
  await ctx.events.emit('form8282.disposal_recorded', { requestId });
  return gift;
}
