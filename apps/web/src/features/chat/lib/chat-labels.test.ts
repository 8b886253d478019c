import { describe, expect, it } from 'vitest';
import { canSend, formatMessageTime, otherParty, senderLabel, sendsOnKey } from './chat-labels';

describe('senderLabel', () => {
  it('calls the viewer You and others by role', () => {
    expect(senderLabel({ sender_id: 4, sender_role: 'donor' }, 4)).toBe('You');
    expect(senderLabel({ sender_id: 5, sender_role: 'donor' }, 4)).toBe('Donor');
    expect(senderLabel({ sender_id: 5, sender_role: 'nonprofit' }, 4)).toBe('Nonprofit');
    expect(senderLabel({ sender_id: null, sender_role: 'system' }, 4)).toBe('System');
  });
});

describe('otherParty', () => {
  const names = { donor_name: 'Acme', nonprofit_name: 'Food Bank' };
  it('names the other side, or both for an admin', () => {
    expect(otherParty(names, 'nonprofit')).toBe('Acme');
    expect(otherParty(names, 'donor')).toBe('Food Bank');
    expect(otherParty(names, 'admin')).toBe('Acme and Food Bank');
  });
});

describe('formatMessageTime', () => {
  // Built from local parts, so the expectations hold in any time zone.
  const now = new Date(2026, 4, 20, 18, 0);
  it('shows the time today, the day this year, the full date before', () => {
    expect(formatMessageTime(new Date(2026, 4, 20, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(formatMessageTime(new Date(2026, 2, 3, 14, 30).toISOString(), now)).toBe('Mar 3, 2:30 PM');
    expect(formatMessageTime(new Date(2025, 11, 31, 23, 59).toISOString(), now)).toBe('Dec 31, 2025, 11:59 PM');
    expect(formatMessageTime('nope', now)).toBe('');
  });
});

describe('composer rules', () => {
  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('refuses blank and overlong messages', () => {
    expect(canSend('   \n ', 10)).toBe(false);
    expect(canSend(' hi ', 10)).toBe(true);
    expect(canSend('x'.repeat(11), 10)).toBe(false);
  });
});
