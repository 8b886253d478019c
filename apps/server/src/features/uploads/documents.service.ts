import type { Readable } from 'node:stream';
import {
  documentPath,
  INVALID_DOCUMENT_TYPE_MESSAGE,
  NO_FILE_MESSAGE,
  tooManyUploadsMessage,
  UPLOAD_LIMITS,
  UPLOAD_QUOTA_MESSAGE,
  type DocumentUploadResponse,
} from '@app/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { documents, users, type UserRow } from '#src/platform/database/schema';
import { badRequest, forbidden, notFound, payloadTooLarge, unauthorized } from '#src/platform/errors';
import { readUploadToken } from '#src/platform/auth/upload-token';
import { enforceRateLimit } from '#src/platform/rate-limit';
import { cleanFilename, detectDocumentType } from './document-file';
import { canReadDocument, signupTokenMayUpload, uploadSetsTaxExemptLetter, type DocumentRow } from './documents.policy';

export const UPLOAD_TOKEN_INVALID =
  'This upload link is invalid or has expired. Please log in and upload your document from your dashboard.';
export const UPLOAD_TOKEN_SPENT =
  'This sign-up upload link no longer works: the account is verified or has been reviewed. Please log in and upload your document from your dashboard.';

export interface Uploader {
  user: UserRow;
  /** Came with the sign-up upload token, not a session: checked again when the letter is stored. */
  bySignupToken: boolean;
}

/** The uploader: the signed-in user, else the just-registered user named by a valid upload token. */
export async function resolveUploader(
  ctx: AppContext,
  sessionUser: UserRow | null,
  uploadToken: string | undefined,
): Promise<Uploader> {
  if (sessionUser) return { user: sessionUser, bySignupToken: false };
  if (!uploadToken) throw unauthorized();
  const userId = readUploadToken(ctx.config.sessionSecret, uploadToken);
  if (userId === null) throw unauthorized(UPLOAD_TOKEN_INVALID);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized(UPLOAD_TOKEN_INVALID);
  if (!signupTokenMayUpload(user)) throw unauthorized(UPLOAD_TOKEN_SPENT);
  return { user, bySignupToken: true };
}

export interface UploadedFile {
  filename: string | undefined;
  data: Buffer;
}

/**
 * Counts one upload against the uploader (UPLOAD_LIMITS.perUserPerHour), and a sign-up token's
 * upload against the client address too (signupUploadsPerAddressPerHour); 429 with the wait once
 * over. Checked before the file is read, so a flood costs no storage.
 */
export async function admitUpload(ctx: AppContext, { user, bySignupToken }: Uploader, ip: string): Promise<void> {
  await enforceRateLimit(
    ctx.db,
    `upload:user:${user.id}`,
    UPLOAD_LIMITS.perUserPerHour,
    3_600_000,
    tooManyUploadsMessage,
  );
  // Accounts are cheap to make, so the letters sent before anyone can sign in also count against
  // the client address: one address cannot fill the disk through many fresh sign-ups.
  if (bySignupToken) {
    await enforceRateLimit(
      ctx.db,
      `upload:signup-address:${ip}`,
      UPLOAD_LIMITS.signupUploadsPerAddressPerHour,
      3_600_000,
      tooManyUploadsMessage,
    );
  }
}

/** The id of the document a `/api/documents/{id}` link names, or null. */
export function documentIdOf(url: string | null): number | null {
  const match = /^\/api\/documents\/(\d+)$/.exec(url ?? '');
  return match ? Number(match[1]) : null;
}

/** Bytes the user's documents take, leaving out the one about to be replaced. */
async function storedBytes(db: Queryable, ownerId: number, replacedId: number | null): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), replacedId === null ? undefined : ne(documents.id, replacedId)));
  return Number(row?.total ?? 0);
}

/**
 * Stores a private document. A nonprofit's upload becomes its tax-exempt letter: the link is set
 * in the same transaction, and a rejected nonprofit goes back to pending so admins review the new
 * letter (the rejection email invites exactly this). The letter it replaces is attached to nothing
 * any more, so it is deleted with it. The uploader's documents may not outgrow
 * UPLOAD_LIMITS.quotaBytesPerUser (413); the user row is locked while that is checked, so two
 * uploads at once cannot both squeeze under it.
 */
export async function uploadDocument(
  ctx: AppContext,
  { user: uploader, bySignupToken }: Uploader,
  file: UploadedFile,
): Promise<DocumentUploadResponse> {
  if (file.data.length === 0) throw badRequest(NO_FILE_MESSAGE);
  const type = await detectDocumentType(file.data);
  if (!type) throw badRequest(INVALID_DOCUMENT_TYPE_MESSAGE);
  const originalFilename = cleanFilename(file.filename, type.extension);
  const replaces = uploadSetsTaxExemptLetter(uploader);
  const overQuota = (used: number) => used + file.data.length > UPLOAD_LIMITS.quotaBytesPerUser;
  // A cheap look first, so a user over quota does not get a file written only to be removed.
  const replacedGuess = replaces ? documentIdOf(uploader.taxExemptDocUrl) : null;
  if (overQuota(await storedBytes(ctx.db, uploader.id, replacedGuess))) throw payloadTooLarge(UPLOAD_QUOTA_MESSAGE);

  const storageKey = await ctx.storage.put('documents', type.extension, file.data);
  let row: DocumentRow;
  let removedKey: string | null = null;
  try {
    ({ row, removedKey } = await ctx.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({
          taxExemptDocUrl: users.taxExemptDocUrl,
          approvalStatus: users.approvalStatus,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(eq(users.id, uploader.id))
        .for('update');
      // An approval or a verification that landed since the token was read wins.
      if (bySignupToken && (!owner || !signupTokenMayUpload(owner))) throw unauthorized(UPLOAD_TOKEN_SPENT);
      const replacedId = replaces ? documentIdOf(owner?.taxExemptDocUrl ?? null) : null;
      if (overQuota(await storedBytes(tx, uploader.id, replacedId))) throw payloadTooLarge(UPLOAD_QUOTA_MESSAGE);
      const [inserted] = await tx
        .insert(documents)
        .values({
          ownerId: uploader.id,
          kind: 'tax_exempt_letter',
          storageKey,
          originalFilename,
          mimeType: type.mimeType,
          sizeBytes: file.data.length,
        })
        .returning();
      let removed: string | null = null;
      if (replaces) {
        await tx
          .update(users)
          .set({
            taxExemptDocUrl: documentPath(inserted!.id),
            ...(uploader.approvalStatus === 'rejected' ? { approvalStatus: 'pending' as const } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, uploader.id));
        if (replacedId !== null) {
          const [old] = await tx
            .delete(documents)
            .where(and(eq(documents.id, replacedId), eq(documents.ownerId, uploader.id)))
            .returning({ storageKey: documents.storageKey });
          removed = old?.storageKey ?? null;
        }
      }
      return { row: inserted!, removedKey: removed };
    }));
  } catch (error) {
    await ctx.storage.remove(storageKey);
    throw error;
  }
  if (removedKey) await ctx.storage.remove(removedKey);
  return presentDocument(row);
}

export function presentDocument(row: DocumentRow): DocumentUploadResponse {
  const url = documentPath(row.id);
  return {
    id: row.id,
    url,
    secure_url: url,
    original_filename: row.originalFilename,
    content_type: row.mimeType,
    size: row.sizeBytes,
  };
}

export interface DocumentDownload {
  document: DocumentRow;
  stream: Readable;
}

/** The document's bytes, for its owner or an admin only. */
export async function openDocument(ctx: AppContext, viewer: UserRow, id: number): Promise<DocumentDownload> {
  const [document] = await ctx.db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!document) throw notFound('Document not found.');
  if (!canReadDocument(viewer, document)) throw forbidden('You do not have permission to view this document.');
  try {
    return { document, stream: await ctx.storage.read(document.storageKey) };
  } catch {
    throw notFound('The document file is missing. Please upload it again.');
  }
}
