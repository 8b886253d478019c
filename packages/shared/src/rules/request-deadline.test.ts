import { describe, expect, it } from 'vitest';
import { requestDeadline } from './request-deadline';

const now = new Date('2026-03-10T12:00:00.000Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000).toISOString();

describe('requestDeadline', () => {
  it('is calm for a brand-new request: seven days left is not urgent', () => {
    expect(requestDeadline(inHours(7 * 24), false, now)).toEqual({
      kind: 'open',
      label: 'Expires in 7 days',
      urgent: false,
    });
    expect(requestDeadline(inHours(49), false, now)).toMatchObject({ label: 'Expires in 3 days', urgent: false });
  });

  it('turns urgent within the last 48 hours', () => {
    expect(requestDeadline(inHours(48), false, now)).toMatchObject({ label: 'Expires in 2 days', urgent: true });
    expect(requestDeadline(inHours(1), false, now)).toMatchObject({ label: 'Expires in 1 day', urgent: true });
  });

  it('says Expired once the deadline has passed', () => {
    expect(requestDeadline(inHours(0), false, now)).toEqual({ kind: 'expired', label: 'Expired' });
    expect(requestDeadline(inHours(-30), false, now)).toEqual({ kind: 'expired', label: 'Expired' });
  });

  it('does not count down while an IRS hold pauses the request', () => {
    expect(requestDeadline(inHours(1), true, now)).toEqual({ kind: 'paused', label: 'Paused by an IRS hold' });
  });

  it('is null for a missing or bad date', () => {
    expect(requestDeadline(null, false, now)).toBeNull();
    expect(requestDeadline('not a date', false, now)).toBeNull();
  });
});
