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
import { useQuery } from '@tanstack/react-query';
import { useChatControls } from '#src/lib/chat-controls';
import { conversationsQueryOptions, ConversationSummary } from '#src/features/chat';
import classes from './conversations-panel.module.css';

/** The overview lists the most recent few; the chat itself holds them all. */
const SHOWN = 4;

export interface ConversationsPanelProps {
  donorId: number;
}

/** Conversations with nonprofits about approved requests, each opening the chat on it. */
export function ConversationsPanel({ donorId }: ConversationsPanelProps) {
  const chat = useChatControls();
  const query = useQuery(conversationsQueryOptions(donorId));
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
              All conversations
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
                  <ConversationSummary
                    conversation={conversation}
                    party={`${conversation.nonprofit_name}${conversation.last_message ? ` · ${conversation.last_message}` : ''}`}
                  />
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
