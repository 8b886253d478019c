import { tooManyUploadsMessage, type Profile } from '@app/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import { users, type UserRow } from '#src/platform/database/schema';
import { notFound, tooManyRequests } from '#src/platform/errors';
import { hitRateLimit } from '#src/platform/rate-limit';
import { uploadPublicImage, type UploadedFile } from '../uploads';
import { logoColumn, presentProfile } from './profiles.presenter';

/** Logo uploads one account may make in an hour (429 past it, before the file is read). */
export const LOGO_UPLOADS_PER_HOUR = 20;

export async function admitLogoUpload(ctx: Pick<AppContext, 'db'>, user: UserRow): Promise<void> {
  const limit = await hitRateLimit(ctx.db, `logo:user:${user.id}`, LOGO_UPLOADS_PER_HOUR, 3_600_000);
  if (!limit.allowed) throw tooManyRequests(tooManyUploadsMessage(limit.retryAfterSeconds), limit.retryAfterSeconds);
}

/**
 * POST /users/{id}/logo: the picture goes through the item pictures' pipeline (checked by content,
 * re-encoded to WebP without metadata, served publicly at /api/images/{public_id}.webp), then
 * becomes the account's logo at once, in the account's history. The logo it replaces is removed
 * with the other unused pictures after their grace period, unless an item shows it.
 */
export async function uploadLogo(ctx: AppContext, user: UserRow, file: UploadedFile): Promise<Profile> {
  const image = await uploadPublicImage(ctx, user, file);
  const column = logoColumn(user.role);
  const after = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) throw notFound('User not found.');
    const [changed] = await tx
      .update(users)
      .set({ [column]: image.url, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, {
      actor: 'self',
      actorId: user.id,
      action: 'update_own_profile',
      targetType: 'user',
      targetId: user.id,
      before: { logo_url: locked[column] },
      after: { logo_url: image.url },
    });
    return changed!;
  });
  return presentProfile(after);
}
