/**
 * Wall-clock dates and times as the viewer types them, and the instants they stand for in a given
 * IANA time zone. Worked out with Intl in the named zone, not with the JavaScript Date's own zone,
 * so what is typed is what is stored whatever the zone (and tests can name one).
 */

/** Hours 0-23 and minutes 0-59 of a typed time. */
export interface WallTime {
  hours: number;
  minutes: number;
}

const TWELVE_HOUR = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*([ap])\.?\s*(?:m\.?)?$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2})[:.](\d{2})$/;

/**
 * A time as typed: "5:30 PM", "5:30pm", "5 PM", "530 p.m.", or 24-hour "17:30" and "06:00" (no AM or
 * PM: read as 24-hour). Null for anything else, partial times ("5:3", "17:") included: nothing is guessed.
 */
export function parseTypedTime(text: string): WallTime | null {
  const typed = text.trim();
  const twelve = TWELVE_HOUR.exec(typed);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minutes = twelve[2] === undefined ? 0 : Number(twelve[2]);
    if (hour < 1 || hour > 12 || minutes > 59) return null;
    const pm = twelve[3]!.toLowerCase() === 'p';
    return { hours: (hour % 12) + (pm ? 12 : 0), minutes };
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(typed);
  if (twentyFour) {
    const hours = Number(twentyFour[1]);
    const minutes = Number(twentyFour[2]);
    return hours > 23 || minutes > 59 ? null : { hours, minutes };
  }
  return null;
}

/** "5:30 PM": how a time is shown back, and how the form fills in a saved event's time. */
export function formatWallTime({ hours, minutes }: WallTime): string {
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`. */
function wallPartsAt(instant: number, timeZone: string): WallParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hours: Number(parts.hour) % 24,
    minutes: Number(parts.minute),
  };
}

const asUtc = (wall: WallParts) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hours, wall.minutes);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant (ISO, UTC) of a calendar day 'YYYY-MM-DD' at a wall time in `timeZone`. Null when the
 * day is malformed, or when that wall time never happens there (skipped when the clocks go forward).
 * When the clocks go back and the time happens twice, the first (daylight) one is meant.
 */
export function wallTimeToIso(day: string, time: WallTime, timeZone: string): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const wall: WallParts = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hours: time.hours,
    minutes: time.minutes,
  };
  const target = asUtc(wall);
  if (Number.isNaN(target)) return null;
  // The zone's offset at a guess, then at the first answer: two steps settle it across a change.
  const candidates = new Set<number>();
  for (const guess of [target, target - 86_400_000 / 2, target + 86_400_000 / 2]) {
    const offset = asUtc(wallPartsAt(guess, timeZone)) - guess;
    candidates.add(target - offset);
  }
  const matching = [...candidates]
    .filter((instant) => asUtc(wallPartsAt(instant, timeZone)) === target)
    .sort((a, b) => a - b);
  return matching.length === 0 ? null : new Date(matching[0]!).toISOString();
}

/** A stored instant as the calendar day ('YYYY-MM-DD') and wall time it is in `timeZone`. */
export function isoToWallTime(iso: string, timeZone: string): { day: string; time: WallTime } | null {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return null;
  const wall = wallPartsAt(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: { hours: wall.hours, minutes: wall.minutes },
  };
}
