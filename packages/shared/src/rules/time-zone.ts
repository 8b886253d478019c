/** IANA zone names as browsers report them (Intl's resolvedOptions().timeZone), and UTC. */
const ZONE_NAME = /^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/;

/** Whether `zone` is a time zone both this runtime and PostgreSQL will know by that name. */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Today's calendar date (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}
