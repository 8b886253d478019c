import type { EventSummary } from '@app/shared';
import { Select, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { formatDate } from '#src/lib/format';
import { useNonprofitEvents } from '../api/get-nonprofit-events';

export interface EventSelectProps {
  nonprofitId: number;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Only events still ahead, and the one already chosen (a need names what it is for: docs/product.md, Needs board). */
  upcomingOnly?: boolean;
}

const NO_EVENT = 'none';

/** "Spring Gala (Mar 3, 2026)"; a past one adds its fee, read from the server's live settings. */
export function eventOptionLabel(event: EventSummary): string {
  const name = `${event.name} (${formatDate(event.event_date)})`;
  return event.status === 'past' ? `${name} · past, ${event.fee_percentage}% fee` : name;
}

/**
 * Optional event for a request, from the nonprofit's own events: upcoming ones first, then past
 * ones, marked with the post-event fee (docs/product.md, Events; Invoices and fees).
 */
export function EventSelect({ nonprofitId, value, onChange, upcomingOnly = false }: EventSelectProps) {
  const events = useNonprofitEvents(nonprofitId);
  const all = (events.data ?? []).filter(
    (event) => !upcomingOnly || event.status !== 'past' || String(event.id) === value,
  );
  const option = (event: EventSummary) => ({ value: String(event.id), label: eventOptionLabel(event) });
  const upcoming = all.filter((event) => event.status !== 'past').map(option);
  const past = all.filter((event) => event.status === 'past').map(option);
  const data: (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[] = [{ value: NO_EVENT, label: 'No event' }];
  if (upcoming.length > 0) data.push({ group: 'Upcoming events', items: upcoming });
  if (past.length > 0) data.push({ group: 'Past events', items: past });
  const chosen = all.find((event) => String(event.id) === value);
  const description = events.isError
    ? 'Your events could not be loaded; you can still request without one.'
    : chosen?.status === 'past'
      ? `This event has passed: the platform fee is ${chosen.fee_percentage}% of the value.`
      : undefined;
  return (
    <Select
      label="Event (optional)"
      description={description}
      data={data}
      value={value ?? NO_EVENT}
      onChange={(next) => onChange(next === NO_EVENT ? null : next)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
