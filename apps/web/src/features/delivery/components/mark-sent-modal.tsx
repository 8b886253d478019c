import { TRACKING_NUMBER_MAX_LENGTH } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { useRetained } from '#src/lib/use-retained';
import { useMarkSent } from '../api/mark-sent';

export interface SendableRequest {
  id: number;
  item_title: string;
  nonprofit_name: string;
}

interface FormProps {
  request: SendableRequest;
  donorId: number;
  onClose: () => void;
}

function MarkSentForm({ request, donorId, onClose }: FormProps) {
  const [tracking, setTracking] = useState('');
  const mutation = useMarkSent();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await mutation.mutateAsync({ requestId: request.id, donorId, trackingNumber: tracking });
      notifications.show({
        color: 'green',
        message: result.message || `${request.item_title} is marked as sent.`,
      });
      onClose();
    } catch {
      // The server's reason (e.g. the invoice is not paid yet) is shown in the form.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm">
          Let <strong>{request.nonprofit_name}</strong> know that <strong>{request.item_title}</strong> is on its way.
          They get an email with a link to confirm when it arrives.
        </Text>
        <TextInput
          label="Tracking number (optional)"
          description="For shipped items, so the nonprofit can follow the parcel."
          value={tracking}
          maxLength={TRACKING_NUMBER_MAX_LENGTH}
          onChange={(event) => setTracking(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {mutation.isError && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {errorMessage(mutation.error, 'The item could not be marked as sent. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Mark as sent
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface MarkSentModalProps {
  /** The approved request; null keeps the dialog closed. */
  request: SendableRequest | null;
  donorId: number;
  onClose: () => void;
}

/** The donor tells the nonprofit the item is on its way (refused by the server until the invoice is paid). */
export function MarkSentModal({ request: current, donorId, onClose }: MarkSentModalProps) {
  const request = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Mark as sent"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && <MarkSentForm key={request.id} request={request} donorId={donorId} onClose={onClose} />}
    </Modal>
  );
}
