import type { ErrorResponse } from '../schemas/common';

/** Validation arrays are joined as 'location: message' with '; '. */
export function formatErrorDetail(detail: ErrorResponse['detail'] | undefined | null): string {
  if (detail == null) return '';
  if (typeof detail === 'string') return detail;
  return detail.map((issue) => `${issue.loc.filter((part) => part !== 'body').join('.')}: ${issue.msg}`).join('; ');
}
