import { CHAT_RULES } from '@app/shared';

/** A badge shows the count up to 9, then '9+'; nothing at zero. */
export function formatBadgeCount(count: number, max: number = CHAT_RULES.badgeMax): string {
  if (count <= 0) return '';
  return count > max ? `${max}+` : String(count);
}
