import type { AdminDelivery } from '@app/shared';
import { Alert, Button, Group, List, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import {
  PartialMessageError,
  useMessageDeliveryParties,
  type DeliveryParty,
} from '#src/features/admin/api/message-delivery-parties';

export interface MessagePartiesModalProps {
  delivery: AdminDelivery | null;
  onClose: () => void;
}

const partiesOf = (delivery: AdminDelivery): DeliveryParty[] => [
  { id: delivery.donor_id, role: 'donor', name: delivery.donor_name },
  { id: delivery.nonprofit_id, role: 'nonprofit', name: delivery.nonprofit_name },
];

/** One message to the donor and the nonprofit of a delivery, e.g. about an item reported not received. */
export function MessagePartiesModal({ delivery, onClose }: MessagePartiesModalProps) {
  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={delivery ? `Message both parties: Request #${delivery.id}` : 'Message both parties'}
      size="lg"
    >
      {delivery && <MessagePartiesForm key={delivery.id} delivery={delivery} onDone={onClose} />}
    </Modal>
  );
}

function MessagePartiesForm({ delivery, onDone }: { delivery: AdminDelivery; onDone: () => void }) {
  const [title, setTitle] = useState(`About the delivery of ${delivery.item_title} (Request #${delivery.id})`);
  const [message, setMessage] = useState('');
  const [waiting, setWaiting] = useState<DeliveryParty[]>(() => partiesOf(delivery));
  const [error, setError] = useState<string | null>(null);
  const send = useMessageDeliveryParties();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError('Please write a message.');
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({ parties: waiting, title, message });
      notifications.show({
        color: 'green',
        message: `Message sent to ${delivery.donor_name} and ${delivery.nonprofit_name}.`,
      });
      onDone();
    } catch (failure) {
      if (failure instanceof PartialMessageError) {
        // Whoever already has it is not written to again when the admin tries once more.
        setWaiting((current) => current.filter((party) => !failure.sent.includes(party)));
        const sent = failure.sent.map((party) => party.name).join(' and ');
        setError(
          `${sent ? `Sent to ${sent}. ` : ''}Not sent to ${failure.failed.name}: ${errorMessage(failure.reason, 'Error sending message')}`,
        );
      } else {
        setError(errorMessage(failure, 'Error sending message'));
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm">Each of them receives it as a message and by email:</Text>
          <List size="sm">
            {waiting.map((party) => (
              <List.Item key={party.id}>
                {party.name} ({party.role})
              </List.Item>
            ))}
          </List>
        </Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Subject"
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
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            {waiting.length === 2 ? 'Send to both' : `Send to ${waiting[0]?.name ?? 'them'}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
