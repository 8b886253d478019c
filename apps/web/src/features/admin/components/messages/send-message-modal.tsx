import { BROADCAST_MESSAGES, type AdminUser } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { useSendUserMessage } from '#src/features/admin/api/send-user-message';
import { AccountPicker, accountLabel } from './account-picker';

export interface SendMessageModalProps {
  opened: boolean;
  /** The account to write to (the Users tab's Message button); null: the admin picks one. */
  recipient: AdminUser | null;
  onClose: () => void;
}

/** A message to one account: into its bell and its inbox (docs/product.md, Admin console: Messages). */
export function SendMessageModal({ opened, recipient, onClose }: SendMessageModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        recipient
          ? `Message ${recipient.organization_name ?? recipient.company_name ?? recipient.name}`
          : 'Message one user'
      }
      size="lg"
    >
      {opened && <SendMessageForm key={recipient?.id ?? 'pick'} recipient={recipient} onDone={onClose} />}
    </Modal>
  );
}

function SendMessageForm({ recipient, onDone }: { recipient: AdminUser | null; onDone: () => void }) {
  const [picked, setPicked] = useState<AdminUser | null>(recipient);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendUserMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !message.trim()) {
      setError(`${BROADCAST_MESSAGES.sendError}: ${!picked ? 'Please choose a recipient' : 'Message is required'}`);
      return;
    }
    setError(null);
    try {
      const result = await send.mutateAsync({
        recipient_id: picked.id,
        recipient_name: picked.organization_name ?? picked.company_name ?? picked.name,
        title: title.trim() || undefined,
        message,
      });
      notifications.show({ color: 'green', message: result.message });
      onDone();
    } catch (failure) {
      const text = `${BROADCAST_MESSAGES.sendError}: ${errorMessage(failure)}`;
      setError(text);
      notifications.show({ color: 'red', message: text });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {recipient ? (
          <Text size="sm">To {accountLabel(recipient)}. It reaches their notifications and their email.</Text>
        ) : (
          <AccountPicker value={picked} onChange={setPicked} />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Subject"
          description="Optional: a standard subject is used when empty"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          required
          value={message}
          maxLength={5000}
          autosize
          minRows={4}
          maxRows={10}
          onChange={(event) => setMessage(event.currentTarget.value)}
          data-autofocus={recipient ? true : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
