import type { documents, UserRow } from '#src/platform/database/schema';

export type DocumentRow = typeof documents.$inferSelect;

/** docs/product.md, Uploads: tax-exempt documents are private to their owner and admins. */
export function canReadDocument(user: Pick<UserRow, 'id' | 'role'>, document: Pick<DocumentRow, 'ownerId'>): boolean {
  return user.role === 'admin' || document.ownerId === user.id;
}

/**
 * The sign-up upload token stands in for a session only while the account cannot sign in and no
 * admin has looked at it: unverified and pending. From then on its owner signs in to replace the
 * letter, so a token left in a browser cannot swap the letter an admin approved (docs/product.md, Uploads).
 */
export function signupTokenMayUpload(account: Pick<UserRow, 'approvalStatus' | 'emailVerifiedAt'>): boolean {
  return account.approvalStatus === 'pending' && account.emailVerifiedAt === null;
}

/** A nonprofit's upload is its tax-exempt determination letter, shown to admins for review. */
export function uploadSetsTaxExemptLetter(uploader: Pick<UserRow, 'role'>): boolean {
  return uploader.role === 'nonprofit';
}
