import { sql, type SQL } from 'drizzle-orm';
import { items, users, type uploadedImages } from '#src/platform/database/schema';

/**
 * True when some item (any status, any donor) shows the upload whose public id `publicId` gives.
 * An item may name an upload by public_id, by its site-relative URL or by its absolute URL, in
 * `images` or in `image_url`; the id is 128 random bits, so it appearing anywhere in those is use.
 */
export function usedByAnItem(publicId: string | typeof uploadedImages.publicId): SQL {
  return sql`exists (
    select 1 from ${items}
    where strpos(${items.images}::text, ${publicId}) > 0
       or strpos(coalesce(${items.imageUrl}, ''), ${publicId}) > 0
  )`;
}

/** True when some account shows the upload as its logo (nonprofits' logo_url, donors' company_logo_url). */
export function usedAsALogo(publicId: string | typeof uploadedImages.publicId): SQL {
  return sql`exists (
    select 1 from ${users}
    where strpos(coalesce(${users.logoUrl}, ''), ${publicId}) > 0
       or strpos(coalesce(${users.companyLogoUrl}, ''), ${publicId}) > 0
  )`;
}
