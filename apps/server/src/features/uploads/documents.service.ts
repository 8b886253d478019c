import type { Readable } from 'node:stream';
import { documentPath, INVALID_DOCUMENT_TYPE_MESSAGE, NO_FILE_MESSAGE, type DocumentUploadResponse } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { documents, users, type UserRow } from '../../platform/database/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors';
import { readUploadToken } from '../../platform/auth/upload-token';
import { cleanFilename, detectDocumentType } from './document-file';
import { canReadDocument, uploadSetsTaxExemptLetter, type DocumentRow } from './documents.policy';

export const UPLOAD_TOKEN_INVALID =
  'This upload link is invalid or has expired. Please log in and upload your document from your dashboard.';

/** The uploader: the signed-in user, else the just-registered user named by a valid upload token. */
export async function resolveUploader(
  ctx: AppContext,
  sessionUser: UserRow | null,
  uploadToken: string | undefined,
): Promise<UserRow> {
  if (sessionUser) return sessionUser;
  if (!uploadToken) throw unauthorized();
  const userId = readUploadToken(ctx.config.sessionSecret, uploadToken);
  if (userId === null) throw unauthorized(UPLOAD_TOKEN_INVALID);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized(UPLOAD_TOKEN_INVALID);
  return user;
}

export interface UploadedFile {
  filename: string | undefined;
  data: Buffer;
}

/**
 * Stores a private document. A nonprofit's upload becomes its tax-exempt letter: the link is set
 * in the same transaction, and a rejected nonprofit goes back to pending so admins review the new
 * letter (the rejection email invites exactly this).
 */
export async function uploadDocument(
  ctx: AppContext,
  uploader: UserRow,
  file: UploadedFile,
): Promise<DocumentUploadResponse> {
  if (file.data.length === 0) throw badRequest(NO_FILE_MESSAGE);
  const type = await detectDocumentType(file.data);
  if (!type) throw badRequest(INVALID_DOCUMENT_TYPE_MESSAGE);
  const originalFilename = cleanFilename(file.filename, type.extension);

  const storageKey = await ctx.storage.put('documents', type.extension, file.data);
  let row: DocumentRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
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
      if (uploadSetsTaxExemptLetter(uploader)) {
        await tx
          .update(users)
          .set({
            taxExemptDocUrl: documentPath(inserted!.id),
            ...(uploader.approvalStatus === 'rejected' ? { approvalStatus: 'pending' as const } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, uploader.id));
      }
      return inserted!;
    });
  } catch (error) {
    await ctx.storage.remove(storageKey);
    throw error;
  }
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
