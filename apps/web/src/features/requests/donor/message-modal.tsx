import { CHAT_RULES, type DonorRequest } from '@app/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useRetained } from '#src/lib/use-retained';

export interface MessageModalProps {
  /** The request whose nonprofit is written to; null keeps the modal closed. */
  request: DonorRequest | null;
  loading: boolean;
  onClose: () => void;
  /** Resolves true when the message was sent, so the text can be cleared. */
  onSend: (request: DonorRequest, message: string) => Promise<boolean>;
}

/**
 * Message a nonprofit about its request, in the request's chat (opened by the first message), where
 * the nonprofit can answer; the message must not be empty.
 */
export function MessageModal({ request: current, loading, onClose, onSend }: MessageModalProps) {
  const request = useRetained(current);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setMessage('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const trimmed = message.trim();
    if (!trimmed) {
      setError('Please enter a message.');
      return;
    }
    if (await onSend(request, trimmed)) close();
  };

  return (
    <Modal
      opened={current !== null}
      onClose={close}
      title={request ? `Message ${request.nonprofit_name}` : 'Message'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              About their request for <strong>{request.item_title}</strong>
              {request.event_name ? ` (${request.event_name})` : ''}. They can answer in your chat about this request.
            </Text>
            <Textarea
              label="Message"
              placeholder="e.g. We can have the items ready for pickup next Tuesday."
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={CHAT_RULES.messageMaxLength}
              value={message}
              error={error}
              onChange={(event) => {
                setMessage(event.currentTarget.value);
                if (error) setError(null);
              }}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={loading}>
                Cancel
              </Button>
              <Button type="submit" loading={loading}>
                Send message
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
