import { describe, expect, it } from 'vitest';
import { auditDifference, formatAuditValue } from './audit-diff';

describe('auditDifference', () => {
  it('lists each changed, added and removed field with readable values', () => {
    const rows = auditDifference(
      { approval_status: 'pending', shipping_flat_fee_cents: 2500, note: 'old', address: { city: 'Austin' } },
      { approval_status: 'approved', shipping_flat_fee_cents: 3050, verified: true, address: { city: 'Dallas' } },
    );
    expect(rows).toEqual([
      { path: 'approval_status', label: 'Approval status', kind: 'changed', before: 'pending', after: 'approved' },
      {
        path: 'shipping_flat_fee_cents',
        label: 'Shipping flat fee',
        kind: 'changed',
        before: '$25.00',
        after: '$30.50',
      },
      { path: 'note', label: 'Note', kind: 'removed', before: 'old', after: '—' },
      { path: 'address.city', label: 'Address › City', kind: 'changed', before: 'Austin', after: 'Dallas' },
      { path: 'verified', label: 'Verified', kind: 'added', before: '—', after: 'Yes' },
    ]);
  });

  it('reads a missing before (a message sent) as every field added', () => {
    expect(auditDifference(null, { title: 'Hello' })).toEqual([
      { path: 'title', label: 'Title', kind: 'added', before: '—', after: 'Hello' },
    ]);
  });

  it('formats dates in en-US short form and leaves other numbers alone', () => {
    expect(formatAuditValue('due_on', '2026-03-04')).toBe('Mar 4, 2026');
    expect(formatAuditValue('quantity', 2500)).toBe('2500');
    expect(formatAuditValue('upfront_fee_percentage', 4.5)).toBe('4.5');
    expect(formatAuditValue('notes', null)).toBe('—');
  });
});
