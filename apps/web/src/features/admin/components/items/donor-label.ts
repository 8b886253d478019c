import type { AdminItemRow } from '@app/shared';
import type { ReviewTarget } from './use-item-review';

/** The donor as the console names it: the company, else the person. */
export const donorLabelOf = (item: Pick<AdminItemRow, 'donor_company' | 'donor_name'>) =>
  item.donor_company ?? item.donor_name;

export const reviewTargetOf = (item: AdminItemRow): ReviewTarget => ({
  id: item.id,
  title: item.title,
  updated_at: item.updated_at,
  donor_label: donorLabelOf(item),
});
