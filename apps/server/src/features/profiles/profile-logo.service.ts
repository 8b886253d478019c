import { PROFILE_MESSAGES, SITE_IMAGE_PATH, tooManyUploadsMessage, type LogoUpload } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { uploadedImages, type UserRow } from '#src/platform/database/schema';
import { badRequest, tooManyRequests } from '#src/platform/errors';
import { hitRateLimit } from '#src/platform/rate-limit';
import { uploadPublicImage, type UploadedFile } from '../uploads';
import { logoColumn } from './profiles.presenter';

/** Logo uploads one account may make in an hour (429 past it, before the file is read). */
export const LOGO_UPLOADS_PER_HOUR = 20;

export async function admitLogoUpload(ctx: Pick<AppContext, 'db'>, user: UserRow): Promise<void> {
  const limit = await hitRateLimit(ctx.db, `logo:user:${user.id}`, LOGO_UPLOADS_PER_HOUR, 3_600_000);
  if (!limit.allowed) throw tooManyRequests(tooManyUploadsMessage(limit.retryAfterSeconds), limit.retryAfterSeconds);
}

/**
 * POST /users/{id}/logo: the picture goes through the item pictures' pipeline (checked by content,
 * re-encoded to WebP without metadata, served publicly at /api/images/{public_id}.webp) and waits
 * there: the account's logo changes only when the profile is saved with it (PUT /users/{id},
 * checked by assertOwnLogoUpload), so Cancel keeps the old one. An upload never saved is removed
 * with the other unused pictures after their grace period.
 */
export async function uploadLogo(ctx: AppContext, user: UserRow, file: UploadedFile): Promise<LogoUpload> {
  const image = await uploadPublicImage(ctx, user, file);
  return { logo_url: image.url };
}

/**
 * A logo saved as a picture of this site must be the account's own upload (or its current logo):
 * an account cannot take another's picture, nor one already cleaned up. Addresses elsewhere pass.
 */
export async function assertOwnLogoUpload(db: Queryable, user: UserRow, logoUrl: string | null | undefined) {
  if (!logoUrl || !SITE_IMAGE_PATH.test(logoUrl) || logoUrl === user[logoColumn(user.role)]) return;
  const publicId = logoUrl.slice('/api/images/'.length, -'.webp'.length);
  const [upload] = await db
    .select({ uploader: uploadedImages.donorId })
    .from(uploadedImages)
    .where(eq(uploadedImages.publicId, publicId));
  if (upload?.uploader !== user.id) {
    throw badRequest([{ loc: ['body', 'logo_url'], msg: PROFILE_MESSAGES.logoNotYours }]);
  }
}
