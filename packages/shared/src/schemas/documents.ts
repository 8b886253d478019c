import { z } from 'zod';

export const documentUploadResponseSchema = z.object({
  id: z.number().int(),
  /** Where the document can be read: `/api/documents/{id}` (owner and admins only). */
  url: z.string(),
  /** Same as url; clients read `secure_url` first. */
  secure_url: z.string(),
  original_filename: z.string(),
  /** Detected from the content, not the name: application/pdf, image/jpeg or image/png. */
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;
