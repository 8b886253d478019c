import { CHAT_RULES, DELIVERY_MESSAGES } from '@app/shared';
import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { canSend, sendsOnKey } from '../lib/chat-labels';
import classes from './chat.module.css';

/** The nonprofit's quick button sends this text. */
const RECEIVED_TEXT = 'Received';

export interface MessageComposerProps {
  draft: string;
  onDraftChange: (value: string) => void;
  /** Resolves true when the server took the message. */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  failed: boolean;
  showReceived: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function MessageComposer({
  draft,
  onDraftChange,
  onSend,
  sending,
  failed,
  showReceived,
  textareaRef,
}: MessageComposerProps) {
  const hintId = useId();
  const receivedHintId = useId();
  const [lastSent, setLastSent] = useState('');
  const length = draft.trim().length;
  const tooLong = length > CHAT_RULES.messageMaxLength;
  const sendable = canSend(draft, CHAT_RULES.messageMaxLength) && !sending;

  const send = async (text: string, clearsDraft: boolean) => {
    if (!canSend(text, CHAT_RULES.messageMaxLength) || sending) return;
    setLastSent(text.trim());
    if ((await onSend(text.trim())) && clearsDraft) onDraftChange('');
    textareaRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void send(draft, true);
  };

  return (
    <form className={classes.composer} onSubmit={submit} aria-label="Send a message">
      {failed && (
        <Alert color="red" variant="light" p="xs" mb="xs" role="alert">
          {DELIVERY_MESSAGES.chatSendFailed}
          {lastSent === RECEIVED_TEXT ? '' : '. Your text is kept below.'}
        </Alert>
      )}
      <Textarea
        ref={textareaRef}
        aria-label="Message"
        placeholder="Type a message"
        autosize
        minRows={2}
        maxRows={5}
        value={draft}
        onChange={(event) => onDraftChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
      />
      <Group justify="space-between" gap="xs" mt={4} id={hintId}>
        <Text size="xs" c="dimmed">
          Enter sends, Shift+Enter adds a line
        </Text>
        <Text size="xs" c={tooLong ? 'red.8' : 'dimmed'} fw={tooLong ? 600 : 400}>
          {length} / {CHAT_RULES.messageMaxLength}
          {tooLong ? ' (too long)' : ''}
        </Text>
      </Group>
      <Group justify="flex-end" gap="xs" mt="xs">
        {showReceived && (
          <>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              disabled={sending}
              aria-describedby={receivedHintId}
              onClick={() => void send(RECEIVED_TEXT, false)}
            >
              Received
            </Button>
            <span id={receivedHintId} hidden>
              Sends the message “Received” to the donor
            </span>
          </>
        )}
        <Button
          type="submit"
          size="sm"
          disabled={!sendable}
          loading={sending}
          rightSection={<IconSend size={16} aria-hidden />}
        >
          Send
        </Button>
      </Group>
    </form>
  );
}
