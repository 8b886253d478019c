import { EVENT_MESSAGES, eventInputSchema, type EventInput, type EventType, type NonprofitEvent } from '@app/shared';
import { formatWallTime, isoToWallTime, parseTypedTime, wallTimeToIso } from '#src/lib/local-date-time';

/** What the Add/Edit dialog holds: the day picked, the time as typed, the goal as typed. */
export interface EventFormValues {
  name: string;
  event_type: EventType | null;
  description: string;
  /** 'YYYY-MM-DD', the calendar day in the viewer's time zone, as the date picker gives it. */
  event_day: string | null;
  /** The time exactly as typed ("5:30 PM", "17:30"); read by parseTypedTime, never guessed at. */
  event_time: string;
  location: string;
  fundraising_goal: number | string;
}

export function emptyEventValues(): EventFormValues {
  return {
    name: '',
    event_type: null,
    description: '',
    event_day: null,
    event_time: '',
    location: '',
    fundraising_goal: '',
  };
}

/** An existing event shown in the viewer's own time zone. */
export function eventToValues(event: NonprofitEvent, timeZone: string): EventFormValues {
  const wall = isoToWallTime(event.event_date, timeZone);
  return {
    name: event.name,
    event_type: event.event_type,
    description: event.description ?? '',
    event_day: wall?.day ?? null,
    event_time: wall ? formatWallTime(wall.time) : '',
    location: event.location ?? '',
    fundraising_goal: event.fundraising_goal ?? '',
  };
}

/** Why the typed day and time cannot be saved, or the instant they mean in `timeZone`. */
export function eventInstant(
  values: Pick<EventFormValues, 'event_day' | 'event_time'>,
  timeZone: string,
): { iso: string } | { error: { field: 'event_day' | 'event_time'; message: string } } | null {
  if (!values.event_day) return null;
  if (!values.event_time.trim()) return { error: { field: 'event_time', message: EVENT_MESSAGES.timeRequired } };
  const time = parseTypedTime(values.event_time);
  if (!time) return { error: { field: 'event_time', message: EVENT_MESSAGES.timeInvalid } };
  const iso = wallTimeToIso(values.event_day, time, timeZone);
  return iso ? { iso } : { error: { field: 'event_time', message: EVENT_MESSAGES.timeSkipped } };
}

/** The body sent: the day and time read in the viewer's zone as an ISO instant, an empty goal as null. */
export function valuesToInput(values: EventFormValues, timeZone: string): EventInput {
  const instant = eventInstant(values, timeZone);
  const goal = values.fundraising_goal;
  return {
    name: values.name,
    // An unchosen type is left for the shared schema to refuse with its own message.
    event_type: (values.event_type ?? '') as EventType,
    description: values.description,
    event_date: instant && 'iso' in instant ? instant.iso : '',
    location: values.location,
    fundraising_goal: goal === '' || goal === null ? null : Number(goal),
  };
}

/** The shared rules' messages, one per field, for the form; the time's own message when it cannot be read. */
export function validateEventValues(
  values: EventFormValues,
  timeZone: string,
): Partial<Record<keyof EventFormValues, string>> {
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  const instant = eventInstant(values, timeZone);
  if (instant && 'error' in instant) errors[instant.error.field] = instant.error.message;
  const result = eventInputSchema.safeParse(valuesToInput(values, timeZone));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    // The date's rules speak of the day; a time that could not be read already has its message.
    const field = (name === 'event_date' ? 'event_day' : name) as keyof EventFormValues | undefined;
    if (name === 'event_date' && errors.event_time) continue;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
