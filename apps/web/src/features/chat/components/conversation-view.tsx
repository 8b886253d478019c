import { DELIVERY_MESSAGES, type Conversation, type SessionUser } from '@app/shared';
import { Center, Loader } from '@mantine/core';
import { useEffect, type RefObject } from 'react';
import { useMessages } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendChatMessage } from '../api/send-message';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { conversationClosed } from '#src/lib/request-state-labels';

export interface ConversationViewProps {
  conversationId: number;
  user: SessionUser;
  draft: string;
  onDraftChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The conversation as the list knows it, until the messages call returns its own copy. */
  fallback: Conversation | undefined;
}

/**
 * One conversation: its messages, and the composer. Showing unread messages marks them read, on
 * opening and whenever new ones arrive while it is open.
 */
export function ConversationView({
  conversationId,
  user,
  draft,
  onDraftChange,
  textareaRef,
  fallback,
}: ConversationViewProps) {
  const query = useMessages(conversationId, user.id);
  const send = useSendChatMessage(user.id);
  const markRead = useMarkConversationRead(user.id);
  const conversation = query.data?.conversation ?? fallback;
  // An admin's view always counts 0 unread, so only the parties mark anything.
  const unread = query.data?.conversation.unread_count ?? 0;
  const newestId = query.data?.messages.at(-1)?.id;
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (unread > 0) markReadNow(conversationId);
  }, [conversationId, newestId, unread, markReadNow]);

  if (query.isPending) {
    return (
      <Center flex={1} role="status" aria-label="Loading messages">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorAlert m="md" onRetry={() => void query.refetch()}>
        {DELIVERY_MESSAGES.chatLoadMessagesFailed}
      </LoadErrorAlert>
    );
  }

  const onSend = async (text: string) => {
    try {
      await send.mutateAsync({ conversationId, message: text });
      return true;
    } catch {
      return false;
    }
  };

  return (
    <>
      <MessageList messages={query.data.messages} viewerId={user.id} />
      <MessageComposer
        draft={draft}
        onDraftChange={(value) => {
          if (send.isError) send.reset();
          onDraftChange(value);
        }}
        onSend={onSend}
        sending={send.isPending}
        failed={send.isError}
        showReceived={user.role === 'nonprofit' && !(conversation && conversationClosed(conversation.status))}
        textareaRef={textareaRef}
      />
    </>
  );
}
