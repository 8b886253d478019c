import { formatInteger } from './money';
/**
 * Counting every match of a broad search costs more than the page itself, and nobody pages through
 * a thousand items: past this many the marketplace shows "1,000+" (docs/product.md, Marketplace).
 */
export const ITEMS_TOTAL_CAP = 1000;

/** "Showing 1 item", "Showing 240 items", "Showing 1,000+ items". */
export function itemsTotalLabel(total: number, capped: boolean): string {
  const count = formatInteger(total);
  if (capped) return `Showing ${count}+ items`;
  return `Showing ${count} ${total === 1 ? 'item' : 'items'}`;
}
