import { DELIVERY_MESSAGES, type Conversation, type Role } from '@app/shared';
import { Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { otherParty } from '../lib/chat-labels';
import classes from './chat.module.css';
import { ConversationSummary } from './conversation-summary';
import { conversationClosed } from '#src/lib/request-state-labels';

export interface ConversationListProps {
  conversations: Conversation[] | undefined;
  loading: boolean;
  failed: boolean;
  role: Role;
  /** A request was asked for but has no conversation yet. */
  missingRequest: boolean;
  onRetry: () => void;
  onOpen: (conversation: Conversation) => void;
}

/** Each conversation with its item, the other party, the last message and the unread count. */
export function ConversationList({
  conversations,
  loading,
  failed,
  role,
  missingRequest,
  onRetry,
  onOpen,
}: ConversationListProps) {
  if (loading) {
    return (
      <Stack gap="xs" p="md" role="status" aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (failed) {
    return (
      <LoadErrorAlert m="md" onRetry={onRetry}>
        {DELIVERY_MESSAGES.chatLoadConversationsFailed}
      </LoadErrorAlert>
    );
  }
  return (
    <>
      {missingRequest && (
        <Text size="sm" p="md" pb={0} role="status">
          This request has no conversation yet. One opens when the donor approves the request.
        </Text>
      )}
      {!conversations?.length ? (
        <Stack align="center" gap="xs" p="xl" ta="center">
          <IconMessages size={36} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={600}>No conversations yet</Text>
          <Text size="sm" c="dimmed">
            A conversation opens here when a donor approves a request, so both sides can arrange the delivery.
          </Text>
        </Stack>
      ) : (
        <ul aria-label="Conversations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <UnstyledButton
                className={classes.conversation}
                data-conversation-id={conversation.id}
                onClick={() => onOpen(conversation)}
              >
                <ConversationSummary
                  conversation={conversation}
                  party={`${otherParty(conversation, role)}${conversationClosed(conversation.status) ? ' · Completed' : ''}`}
                />
                <Text size="sm" truncate="end" fw={conversation.unread_count > 0 ? 600 : 400}>
                  {conversation.last_message ?? 'No messages yet'}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
