import { formatNumber } from '#src/lib/format';

/**
 * The paging words every admin list shares: "Showing 21–40 of 1,234 requests" ("of more than
 * 10,000" when the server stopped counting), and controls whose accessible names say which page
 * they go to.
 */
export function adminPagination(noun: string, { capped = false } = {}) {
  return {
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      `Showing ${from}–${to} of ${capped ? 'more than ' : ''}${formatNumber(totalRecords)} ${noun}`,
    getPaginationControlProps: (control: string) => ({ 'aria-label': `${control} page` }),
    getPaginationItemProps: (item: number) => ({ 'aria-label': `Page ${item}` }),
  };
}
