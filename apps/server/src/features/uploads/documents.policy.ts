import type { documents, UserRow } from '../../platform/database/schema';

export type DocumentRow = typeof documents.$inferSelect;

/** docs/product.md, Uploads: tax-exempt documents are private to their owner and admins. */
export function canReadDocument(user: Pick<UserRow, 'id' | 'role'>, document: Pick<DocumentRow, 'ownerId'>): boolean {
  return user.role === 'admin' || document.ownerId === user.id;
}

/** A nonprofit's upload is its tax-exempt determination letter, shown to admins for review. */
export function uploadSetsTaxExemptLetter(uploader: Pick<UserRow, 'role'>): boolean {
  return uploader.role === 'nonprofit';
}
