import { eventInputSchema, type EventInput, type EventType, type NonprofitEvent } from '@app/shared';
import dayjs from 'dayjs';

/** What the Add/Edit dialog holds: the picker's local wall-clock time, the goal as typed. */
export interface EventFormValues {
  name: string;
  event_type: EventType | null;
  description: string;
  /** 'YYYY-MM-DD HH:mm:ss' in the viewer's time zone, as the date-time picker gives it. */
  event_date: string | null;
  location: string;
  fundraising_goal: number | string;
}

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function emptyEventValues(): EventFormValues {
  return { name: '', event_type: null, description: '', event_date: null, location: '', fundraising_goal: '' };
}

/** An existing event shown in the viewer's own time zone. */
export function eventToValues(event: NonprofitEvent): EventFormValues {
  return {
    name: event.name,
    event_type: event.event_type,
    description: event.description ?? '',
    event_date: dayjs(event.event_date).format(PICKER_FORMAT),
    location: event.location ?? '',
    fundraising_goal: event.fundraising_goal ?? '',
  };
}

/** The body sent: the date as an ISO instant (the picker's time read in the viewer's zone), an empty goal as null. */
export function valuesToInput(values: EventFormValues): EventInput {
  const date = values.event_date ? dayjs(values.event_date) : null;
  const goal = values.fundraising_goal;
  return {
    name: values.name,
    // An unchosen type is left for the shared schema to refuse with its own message.
    event_type: (values.event_type ?? '') as EventType,
    description: values.description,
    event_date: date?.isValid() ? date.toISOString() : '',
    location: values.location,
    fundraising_goal: goal === '' || goal === null ? null : Number(goal),
  };
}

/** The shared rules' messages, one per field, for the form. */
export function validateEventValues(values: EventFormValues): Partial<Record<keyof EventFormValues, string>> {
  const result = eventInputSchema.safeParse(valuesToInput(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EventFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
