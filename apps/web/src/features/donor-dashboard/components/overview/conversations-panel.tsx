import {
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useChatControls } from '../../../../lib/chat-controls';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { useConversations } from '../../api/get-conversations';
import classes from './conversations-panel.module.css';

/** The overview lists the most recent few; the chat itself holds them all. */
const SHOWN = 4;

export interface ConversationsPanelProps {
  donorId: number;
}

/** Conversations with nonprofits about approved requests, each opening the chat on it. */
export function ConversationsPanel({ donorId }: ConversationsPanelProps) {
  const chat = useChatControls();
  const query = useConversations(donorId);
  const conversations = query.data?.conversations ?? [];
  const unread = query.data?.unread_total ?? 0;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="donor-conversations-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4" id="donor-conversations-title">
              Conversations
            </Title>
            {unread > 0 && (
              <Badge color="red" size="sm" circle={unread < 10}>
                {unread}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            )}
          </Group>
          {chat.available && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconMessageCircle size={14} aria-hidden />}
              onClick={() => chat.open()}
            >
              Open chat
            </Button>
          )}
        </Group>
        {query.isPending ? (
          <Skeleton h={96} />
        ) : conversations.length === 0 ? (
          <Text size="sm" c="dimmed">
            A conversation opens when you approve a request, so you and the nonprofit can arrange the delivery.
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {conversations.slice(0, SHOWN).map((conversation) => (
              <li key={conversation.id}>
                <UnstyledButton
                  className={classes.row}
                  onClick={() => chat.open({ conversationId: conversation.id })}
                  disabled={!chat.available}
                >
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
                      {conversation.nonprofit_name}
                      {conversation.last_message ? ` · ${conversation.last_message}` : ''}
                    </Text>
                    {conversation.unread_count > 0 && (
                      <Badge size="sm" circle={conversation.unread_count < 10} style={{ flexShrink: 0 }}>
                        {conversation.unread_count}
                        <VisuallyHidden> unread</VisuallyHidden>
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {conversations.length > SHOWN && (
          <Text size="xs" c="dimmed">
            {conversations.length - SHOWN} more in the chat.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
