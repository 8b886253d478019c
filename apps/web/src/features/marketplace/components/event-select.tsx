import { Select } from '@mantine/core';
import { formatDate } from '#src/lib/format';
import { useNonprofitEvents } from '../api/get-nonprofit-events';

export interface EventSelectProps {
  nonprofitId: number;
  value: string | null;
  onChange: (value: string | null) => void;
}

const NO_EVENT = 'none';

/** Optional event for a request, from the nonprofit's own events. */
export function EventSelect({ nonprofitId, value, onChange }: EventSelectProps) {
  const events = useNonprofitEvents(nonprofitId);
  const data = [
    { value: NO_EVENT, label: 'No event' },
    ...(events.data ?? []).map((event) => ({
      value: String(event.id),
      label: `${event.name}${event.event_date ? ` (${formatDate(event.event_date)})` : ''}`,
    })),
  ];
  return (
    <Select
      label="Event (optional)"
      description={events.isError ? 'Your events could not be loaded; you can still request without one.' : undefined}
      data={data}
      value={value ?? NO_EVENT}
      onChange={(next) => onChange(next === NO_EVENT ? null : next)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
