/** A file refused as a whole, in the donor's words (docs/product.md, Bulk listing). */
export class ImportFileError extends Error {}
