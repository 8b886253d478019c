import path from 'node:path';

/** What a document may be, told by its bytes (docs/product.md, Uploads): the extension stored and the type served. */
const ALLOWED = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;

export interface DetectedDocumentType {
  extension: keyof typeof ALLOWED;
  mimeType: (typeof ALLOWED)[keyof typeof ALLOWED];
}

/** The document's real type, or null when its content is not a PDF, JPEG or PNG whatever its name says. */
export async function detectDocumentType(data: Buffer): Promise<DetectedDocumentType | null> {
  // Loaded with the first upload, not at start (docs/decisions/009-compression-and-built-server.md, "Memory").
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(detected.ext in ALLOWED)) return null;
  const extension = detected.ext as keyof typeof ALLOWED;
  // Trust our own table, not the detector's mime string, so what we serve is one of three types.
  return { extension, mimeType: ALLOWED[extension] };
}

/**
 * The client's file name, reduced to something safe to store and echo in a header: no folders,
 * no control characters, at most 200 characters; `${fallback}.${extension}` when nothing is left.
 */
export function cleanFilename(name: string | undefined, extension: string, fallback = 'document'): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  const cleaned = base.replace(/[\p{Cc}"]/gu, '').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return `${fallback}.${extension}`;
  if (cleaned.length <= 200) return cleaned;
  const ext = path.extname(cleaned).slice(0, 10);
  return cleaned.slice(0, 200 - ext.length) + ext;
}

/** `content-disposition: inline` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function inlineDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
