import type { Invoice } from '@app/shared';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { PayableRow, type MethodChoice } from './payable-row';
import classes from './payment.module.css';

export interface PayableListProps {
  invoices: readonly Invoice[];
  isSelected: (invoice: Invoice) => boolean;
  onToggle: (invoice: Invoice) => void;
  onToggleAll: (select: boolean) => void;
  methodChoice: (invoice: Invoice) => MethodChoice;
}

/** Approved requests with checkboxes and a select-all. */
export function PayableList({ invoices, isSelected, onToggle, onToggleAll, methodChoice }: PayableListProps) {
  const selectedCount = invoices.filter(isSelected).length;
  const all = selectedCount === invoices.length && invoices.length > 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between" px="md">
        <Checkbox
          label="Select all"
          checked={all}
          indeterminate={selectedCount > 0 && !all}
          onChange={() => onToggleAll(!all)}
        />
        <Text size="sm" c="dimmed">
          {selectedCount} of {invoices.length} selected
        </Text>
      </Group>
      <Stack component="ul" gap="sm" className={classes.list} aria-label="Approved requests awaiting payment">
        {invoices.map((invoice) => (
          <PayableRow
            key={invoice.id}
            invoice={invoice}
            checked={isSelected(invoice)}
            onToggle={onToggle}
            method={methodChoice(invoice)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
