import { isTimeZone } from '@app/shared';

/** The viewer's IANA time zone, which decides the day or month a date falls in; UTC when unknown. */
export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
