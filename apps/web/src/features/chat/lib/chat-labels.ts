import type { ChatMessage, Conversation, Role } from '@app/shared';
import { formatClockTime, formatMonthDayTime } from '@app/shared';
import { formatDateTime } from '#src/lib/format';

const ROLE_LABELS: Record<string, string> = { donor: 'Donor', nonprofit: 'Nonprofit', admin: 'Admin' };

/** Sender labels are relative to the viewer: 'You', else the sender's role. */
export function senderLabel(message: Pick<ChatMessage, 'sender_id' | 'sender_role'>, viewerId: number): string {
  if (message.sender_id !== null && message.sender_id === viewerId) return 'You';
  return ROLE_LABELS[message.sender_role] ?? 'System';
}

/** Who the viewer is talking to; an admin looking in sees both parties. */
export function otherParty(conversation: Pick<Conversation, 'donor_name' | 'nonprofit_name'>, role: Role): string {
  if (role === 'nonprofit') return conversation.donor_name;
  if (role === 'donor') return conversation.nonprofit_name;
  return `${conversation.donor_name} and ${conversation.nonprofit_name}`;
}

/**
 * A message's time in the viewer's own time zone (docs/product.md, Chat and
 * notifications; never a fixed offset): the time today, the day and time this year, the full date before that.
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return formatClockTime(date);
  if (date.getFullYear() === now.getFullYear()) return formatMonthDayTime(date);
  return formatDateTime(iso);
}

/** Enter sends, Shift+Enter starts a new line; never while an input method is composing. */
export function sendsOnKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Blank or whitespace-only messages cannot be sent, nor ones over the limit. */
export function canSend(text: string, maxLength: number): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= maxLength;
}
