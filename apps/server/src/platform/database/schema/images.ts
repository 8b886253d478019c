import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Item pictures a donor uploaded, re-encoded (docs/product.md, Uploads). Public once used by an
 * item; one that no item uses is removed after a grace period. The files live in storage under
 * `displayKey` and `thumbnailKey`.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    /** 32 hex characters, random: the id in the image's public URL. */
    publicId: text('public_id').primaryKey(),
    donorId: integer('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalFilename: text('original_filename').notNull(),
    displayKey: text('display_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the display and thumbnail files together. */
    storedBytes: integer('stored_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploaded_images_donor_idx').on(table.donorId, table.createdAt),
    index('uploaded_images_created_idx').on(table.createdAt),
  ],
);
export type UploadedImageRow = typeof uploadedImages.$inferSelect;
