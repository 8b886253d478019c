import { formatDayMonthYear } from '@app/shared';

/** Dates in en-US short form, in the viewer's own time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDayMonthYear(date);
}

export const ROLE_LABELS = { nonprofit: 'Nonprofit', donor: 'Donor', admin: 'Admin' } as const;
