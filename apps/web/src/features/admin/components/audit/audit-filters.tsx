import '@mantine/dates/styles.css';
import { auditActionLabel, type AuditLogFiltersResponse } from '@app/shared';
import { Badge, CloseButton, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CALENDAR_POPOVER_PROPS, CALENDAR_PROPS } from '#src/lib/calendar-labels';

export interface AuditFilterValues {
  admin: string;
  action: string;
  target_type: string;
  from: string;
  to: string;
}

export interface AuditFiltersBarProps {
  values: AuditFilterValues;
  /** The choices, read from the log; empty while they load. */
  options: AuditLogFiltersResponse | undefined;
  /** One target's history (a link from another tab), shown as a badge that clears it. */
  target: string | null;
  onChange: (changes: Partial<AuditFilterValues> & { target_id?: string }) => void;
}

const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

/** Admin, action, target type and the days; a value in the URL that the log no longer offers still shows. */
export function AuditFiltersBar({ values, options, target, onChange }: AuditFiltersBarProps) {
  const keep = (list: { value: string; label: string }[], value: string) =>
    value && !list.some((option) => option.value === value) ? [...list, { value, label: words(value) }] : list;
  const admins = keep(
    (options?.admins ?? []).map((admin) => ({ value: String(admin.id), label: admin.name })),
    values.admin,
  );
  const actions = keep(
    (options?.actions ?? []).map((action) => ({ value: action, label: auditActionLabel(action) })),
    values.action,
  );
  const targets = keep(
    (options?.target_types ?? []).map((type) => ({ value: type, label: words(type) })),
    values.target_type,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Admin"
        data={[{ value: '', label: 'All admins' }, ...admins]}
        value={values.admin}
        allowDeselect={false}
        searchable
        onChange={(value) => onChange({ admin: value ?? '' })}
        style={{ flex: '1 1 10rem' }}
      />
      <Select
        label="Action"
        data={[{ value: '', label: 'All actions' }, ...actions]}
        value={values.action}
        allowDeselect={false}
        searchable
        onChange={(value) => onChange({ action: value ?? '' })}
        style={{ flex: '1 1 10rem' }}
      />
      <Select
        label="Target type"
        data={[{ value: '', label: 'All targets' }, ...targets]}
        value={values.target_type}
        allowDeselect={false}
        onChange={(value) => onChange({ target_type: value ?? '', target_id: '' })}
        style={{ flex: '1 1 9rem' }}
      />
      <DatePickerInput
        type="range"
        label="Dates"
        placeholder="Any day"
        valueFormat="MMM D, YYYY"
        allowSingleDateInRange
        value={[values.from || null, values.to || null]}
        onChange={([from, to]) => {
          // A range being picked has no end yet: wait for it, unless the range was cleared.
          if (from && !to) return;
          onChange({ from: from ?? '', to: to ?? '' });
        }}
        clearable
        {...CALENDAR_PROPS}
        popoverProps={CALENDAR_POPOVER_PROPS}
        clearButtonProps={{ 'aria-label': 'Clear dates' }}
        style={{ flex: '1 1 14rem' }}
      />
      {target && (
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
              aria-label={`Show every target, not only ${target}`}
              onClick={() => onChange({ target_id: '' })}
            />
          }
        >
          Target: {target}
        </Badge>
      )}
    </Group>
  );
}
