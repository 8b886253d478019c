import diff from 'microdiff';
import { formatCents, formatDate, formatDateTime } from '#src/lib/format';

export type AuditChangeKind = 'added' | 'removed' | 'changed';

/** One field of an audit entry's before/after difference, its values as a reader would say them. */
export interface AuditFieldChange {
  /** The field's path as stored ("approval_status", "address.city"). */
  path: string;
  /** "Approval status", "Address › City". */
  label: string;
  kind: AuditChangeKind;
  before: string;
  after: string;
}

const KINDS = { CREATE: 'added', REMOVE: 'removed', CHANGE: 'changed' } as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A plain object to compare: an entry whose before or after is a bare value reads as `{ value }`. */
function asRecord(value: unknown): Record<string, unknown> | unknown[] {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object') return value as Record<string, unknown>;
  return { value };
}

const words = (segment: string | number) => {
  const text = String(segment)
    .replace(/_cents$/, '')
    .replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * A value as the Audit tab shows it: money stored in cents (the field's name ends in "cents") as
 * dollars with two decimals, dates in en-US short form, yes/no, and "—" for nothing.
 */
export function formatAuditValue(field: string | number, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return /cents$/i.test(String(field)) ? formatCents(value) : String(value);
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return formatDate(value);
    if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  return JSON.stringify(value);
}

/** Field by field, what an entry changed (microdiff over its before and after). */
export function auditDifference(before: unknown, after: unknown): AuditFieldChange[] {
  return diff(asRecord(before), asRecord(after)).map((change) => {
    const field = change.path[change.path.length - 1] ?? '';
    return {
      path: change.path.join('.'),
      label: change.path.map(words).join(' › '),
      kind: KINDS[change.type],
      before: change.type === 'CREATE' ? '—' : formatAuditValue(field, change.oldValue),
      after: change.type === 'REMOVE' ? '—' : formatAuditValue(field, change.value),
    };
  });
}
