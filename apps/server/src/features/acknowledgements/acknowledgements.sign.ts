import {
  ACKNOWLEDGEMENT_TEXT,
  type Acknowledgement,
  type acknowledgementCorrectionSchema,
  type signatureInputSchema,
} from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import {
  acknowledgementVersions,
  donationAcknowledgements,
  requests,
  type UserRow,
} from '#src/platform/database/schema';
import { conflict, notFound } from '#src/platform/errors';
import { assertMayRead, assertMaySign } from './acknowledgements.policy';
import { readAcknowledgement } from './acknowledgements.service';
import './acknowledgements.events';

type Signature = z.output<typeof signatureInputSchema>;
type Correction = z.output<typeof acknowledgementCorrectionSchema>;

/**
 * Locks the letter recorded at confirmation, so two signatures or corrections of it are one after
 * the other. 404 before the delivery is confirmed received.
 */
async function lockLetter(tx: Transaction, requestId: number) {
  const [letter] = await tx
    .select()
    .from(donationAcknowledgements)
    .where(eq(donationAcknowledgements.requestId, requestId))
    .for('update');
  if (!letter) throw notFound(ACKNOWLEDGEMENT_TEXT.notFound);
  return letter;
}

async function latestVersion(tx: Transaction, requestId: number) {
  const [latest] = await tx
    .select({ id: acknowledgementVersions.id, version: acknowledgementVersions.version })
    .from(acknowledgementVersions)
    .where(eq(acknowledgementVersions.requestId, requestId))
    .orderBy(desc(acknowledgementVersions.version))
    .limit(1);
  return latest;
}

/**
 * The first signature of a letter awaiting one (version 1), in the caller's transaction; the server
 * stamps the time. A letter already signed is refused: it can only be superseded by a correction.
 */
export async function signAcknowledgementInTx(
  tx: Transaction,
  requestId: number,
  signerUserId: number,
  signature: Signature,
): Promise<void> {
  const letter = await lockLetter(tx, requestId);
  if (await latestVersion(tx, requestId)) throw conflict(ACKNOWLEDGEMENT_TEXT.alreadySigned);
  await tx.insert(acknowledgementVersions).values({
    requestId,
    version: 1,
    supersedesId: null,
    itemDescription: letter.itemDescription,
    quantity: letter.quantity,
    signerUserId,
    signerName: signature.name,
    signerTitle: signature.title,
    authorised: signature.authorised,
  });
}

/** Whether the letter of a request is still unsigned (a repeated confirmation leaves a signed one alone). */
export async function isAwaitingSignature(tx: Transaction, requestId: number): Promise<boolean> {
  const [letter] = await tx
    .select({ id: donationAcknowledgements.id })
    .from(donationAcknowledgements)
    .where(eq(donationAcknowledgements.requestId, requestId));
  return Boolean(letter) && !(await latestVersion(tx, requestId));
}

async function loadParties(ctx: Pick<AppContext, 'db'>, requestId: number) {
  const [request] = await ctx.db
    .select({ donorId: requests.donorId, nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!request) throw notFound('Request not found.');
  return request;
}

/**
 * POST /requests/{id}/acknowledgement/signature: the receiving nonprofit signs a letter awaiting its
 * signature. The donor, who was waiting for it, is told after the commit.
 */
export async function signAcknowledgement(
  ctx: Pick<AppContext, 'db' | 'events'>,
  viewer: UserRow,
  requestId: number,
  signature: Signature,
): Promise<Acknowledgement> {
  const request = await loadParties(ctx, requestId);
  assertMayRead(viewer, request);
  assertMaySign(viewer, request);
  await ctx.db.transaction((tx) => signAcknowledgementInTx(tx, requestId, viewer.id, signature));
  await ctx.events.emit('acknowledgement.signed', { requestId, version: 1 });
  return readAcknowledgement(ctx.db, viewer, requestId);
}

/**
 * POST /requests/{id}/acknowledgement/corrections: a signed letter is never changed. A correction
 * is a new signed version pointing to the one it supersedes; the old stays readable. The donor is
 * told after the commit: the letter it may have downloaded is no longer the current one.
 */
export async function correctAcknowledgement(
  ctx: Pick<AppContext, 'db' | 'events'>,
  viewer: UserRow,
  requestId: number,
  correction: Correction,
): Promise<Acknowledgement> {
  const request = await loadParties(ctx, requestId);
  assertMayRead(viewer, request);
  assertMaySign(viewer, request);
  const version = await ctx.db.transaction(async (tx) => {
    await lockLetter(tx, requestId);
    const latest = await latestVersion(tx, requestId);
    if (!latest) throw conflict(ACKNOWLEDGEMENT_TEXT.notSignedYet);
    const next = latest.version + 1;
    await tx.insert(acknowledgementVersions).values({
      requestId,
      version: next,
      supersedesId: latest.id,
      itemDescription: correction.description,
      quantity: correction.quantity,
      signerUserId: viewer.id,
      signerName: correction.name,
      signerTitle: correction.title,
      authorised: correction.authorised,
      correctionReason: correction.reason,
    });
    return next;
  });
  await ctx.events.emit('acknowledgement.signed', { requestId, version });
  return readAcknowledgement(ctx.db, viewer, requestId);
}
