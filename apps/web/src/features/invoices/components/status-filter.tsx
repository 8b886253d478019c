import { NativeSelect, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { INVOICE_STATUS_LABELS } from './invoice-status-badge';
import type { InvoiceStatusFilter } from '../api/get-invoices';

/** The filter's order: all, paid, pending, overdue, processing (docs/product.md, Dashboards and admin). */
const FILTER_ORDER: readonly InvoiceStatusFilter[] = ['all', 'paid', 'pending', 'overdue', 'processing'];
const OPTIONS = FILTER_ORDER.map((value) => ({ value, label: value === 'all' ? 'All' : INVOICE_STATUS_LABELS[value] }));

export interface StatusFilterProps {
  value: InvoiceStatusFilter;
  onChange: (value: InvoiceStatusFilter) => void;
}

/** Segments where the five fit side by side; a labelled select on phones, where they would not. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <NativeSelect
        label="Status"
        data={OPTIONS}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as InvoiceStatusFilter)}
      />
    );
  }
  return (
    <SegmentedControl
      aria-label="Show invoices by status"
      value={value}
      onChange={(next) => onChange(next as InvoiceStatusFilter)}
      data={OPTIONS}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
