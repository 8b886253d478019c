import type { ChatMessage } from '@app/shared';
import { Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { formatDateTime } from '#src/lib/format';
import { formatMessageTime, senderLabel } from '../lib/chat-labels';
import classes from './chat.module.css';

export interface MessageListProps {
  messages: ChatMessage[];
  viewerId: number;
}

/** Pixels from the bottom within which a reader counts as following the conversation. */
const FOLLOW_SLACK = 80;

function MessageTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatMessageTime(iso)}
    </time>
  );
}

/**
 * The conversation as a log: screen readers announce new messages. It follows new messages to the
 * bottom unless the reader scrolled up to read older ones.
 */
export function MessageList({ messages, viewerId }: MessageListProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (viewport && following.current) viewport.scrollTop = viewport.scrollHeight;
  }, [messages.length]);

  return (
    // Focusable so keyboard users can scroll the history.
    <div
      ref={viewportRef}
      className={classes.scroller}
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-label="Messages"
      onScroll={(event) => {
        const viewport = event.currentTarget;
        following.current = viewport.scrollHeight - viewport.clientHeight - viewport.scrollTop < FOLLOW_SLACK;
      }}
    >
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" p="xl">
          No messages yet. Say hello and arrange the delivery here.
        </Text>
      ) : (
        <ol className={classes.messages}>
          {messages.map((message) =>
            message.message_type === 'system' ? (
              <li key={message.id} className={`${classes.message} ${classes.system}`}>
                <Text size="xs" c="gray.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.message}
                </Text>
                <Text size="xs" c="dimmed">
                  <MessageTime iso={message.timestamp} />
                </Text>
              </li>
            ) : (
              <li
                key={message.id}
                className={`${classes.message} ${message.sender_id === viewerId ? classes.mine : ''}`}
              >
                <Text size="xs" c="dimmed" mb={2}>
                  <strong>{senderLabel(message, viewerId)}</strong> · <MessageTime iso={message.timestamp} />
                </Text>
                <div className={classes.bubble}>{message.message}</div>
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}
