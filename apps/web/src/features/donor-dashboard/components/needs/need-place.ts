import { NEED_TEXT, type Need } from '@app/shared';

/** "Madison, WI · 12 miles away": where the nonprofit is, as a donor may see it (never the street). */
export function needPlace(need: Pick<Need, 'nonprofit_city' | 'nonprofit_state' | 'distance_miles'>): string {
  const place = [need.nonprofit_city, need.nonprofit_state].filter(Boolean).join(', ');
  const distance = need.distance_miles === null ? '' : NEED_TEXT.milesAway(need.distance_miles);
  return [place, distance].filter(Boolean).join(' · ');
}
