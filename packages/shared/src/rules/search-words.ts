/**
 * The words of a marketplace search: runs of letters and digits, lower-cased. A search without any
 * is no search at all: the list is then sorted as if nothing were typed (docs/product.md,
 * Marketplace), newest first by default rather than by relevance.
 */
export function searchWords(text: string | undefined): string[] {
  return text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
