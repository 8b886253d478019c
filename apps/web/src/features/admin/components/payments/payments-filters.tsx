import '@mantine/dates/styles.css';
import {
  ADMIN_PAYMENT_KIND_LABELS,
  ADMIN_PAYMENT_KINDS,
  ADMIN_PAYMENT_STATUS_LABELS,
  ADMIN_PAYMENT_STATUSES,
} from '@app/shared';
import { Badge, Checkbox, CloseButton, Group, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { CALENDAR_POPOVER_PROPS, CALENDAR_PROPS } from '#src/lib/calendar-labels';
import { AdminSearchField } from '../admin-search-field';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ADMIN_PAYMENT_STATUSES.map((status) => ({ value: status, label: ADMIN_PAYMENT_STATUS_LABELS[status] })),
];
const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...ADMIN_PAYMENT_KINDS.map((kind) => ({ value: kind, label: ADMIN_PAYMENT_KIND_LABELS[kind] })),
];

export interface PaymentFilterValues {
  status: string;
  kind: string;
  from: string;
  to: string;
  /** Only the payments whose checkout is stuck. */
  stuck: boolean;
}

export interface PaymentsFiltersBarProps {
  /** The text as typed; the list uses it once typing pauses. */
  search: string;
  values: PaymentFilterValues;
  /** The nonprofit the list is narrowed to (a user's Payments link), by name when a row shows it. */
  nonprofit: { id: string; label: string } | null;
  onSearchChange: (search: string) => void;
  onChange: (changes: Partial<Omit<PaymentFilterValues, 'stuck'>> & { user_id?: string; stuck?: string }) => void;
}

/**
 * Search, status, kind, the date range and stuck checkouts; the nonprofit filter shows as a badge that
 * clears it.
 */
export function PaymentsFiltersBar({ search, values, nonprofit, onSearchChange, onChange }: PaymentsFiltersBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <AdminSearchField value={search} placeholder="Nonprofit or invoice number" onChange={onSearchChange} />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={values.status}
        allowDeselect={false}
        onChange={(value) => onChange({ status: value ?? '' })}
        style={{ flex: '1 1 9rem' }}
      />
      <Select
        label="Kind"
        data={KIND_OPTIONS}
        value={values.kind}
        allowDeselect={false}
        onChange={(value) => onChange({ kind: value ?? '' })}
        style={{ flex: '1 1 9rem' }}
      />
      <DateInput
        label="From"
        placeholder="Any day"
        valueFormat="MMM D, YYYY"
        value={values.from || null}
        maxDate={values.to || undefined}
        onChange={(value) => onChange({ from: value ?? '' })}
        clearable
        {...CALENDAR_PROPS}
        popoverProps={CALENDAR_POPOVER_PROPS}
        clearButtonProps={{ 'aria-label': 'Clear from date' }}
        style={{ flex: '1 1 9rem' }}
      />
      <DateInput
        label="To"
        placeholder="Any day"
        valueFormat="MMM D, YYYY"
        value={values.to || null}
        minDate={values.from || undefined}
        onChange={(value) => onChange({ to: value ?? '' })}
        clearable
        {...CALENDAR_PROPS}
        popoverProps={CALENDAR_POPOVER_PROPS}
        clearButtonProps={{ 'aria-label': 'Clear to date' }}
        style={{ flex: '1 1 9rem' }}
      />
      <Checkbox
        label="Stuck checkouts only"
        description="Outcome never reported"
        checked={values.stuck}
        onChange={(event) => onChange({ stuck: event.currentTarget.checked ? 'true' : '' })}
        style={{ flex: '0 0 auto', alignSelf: 'center' }}
      />
      {nonprofit && (
        <Badge
          size="lg"
          variant="light"
          color="blue"
          c="blue.9"
          radius="sm"
          tt="none"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`Show every nonprofit's payments, not only ${nonprofit.label}'s`}
              onClick={() => onChange({ user_id: '' })}
            />
          }
        >
          Nonprofit: {nonprofit.label}
        </Badge>
      )}
    </Group>
  );
}
