import type { Conversation } from '@app/shared';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { formatRelativeTime } from '#src/lib/relative-time';

/**
 * A conversation's two summary lines, as the chat list and the donor's Overview show them: the
 * item and when it last moved, then who it is with (and the caller's extra words) and the unread count.
 */
export function ConversationSummary({ conversation, party }: { conversation: Conversation; party: string }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate="end">
          {conversation.item_title}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatRelativeTime(conversation.last_message_at)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" truncate="end">
          {party}
        </Text>
        {conversation.unread_count > 0 && (
          <Badge size="sm" circle={conversation.unread_count < 10} style={{ flexShrink: 0 }}>
            {conversation.unread_count}
            <VisuallyHidden> unread</VisuallyHidden>
          </Badge>
        )}
      </Group>
    </>
  );
}
