import '@mantine/dates/styles.css';
import {
  ADMIN_DELIVERY_MESSAGES,
  DELIVERY_NOTES_MAX_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  type AdminDelivery,
} from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { CALENDAR_POPOVER_PROPS, CALENDAR_PROPS } from '#src/lib/calendar-labels';
import { formatDate } from '#src/lib/format';
import { useUpdateAdminDelivery } from '#src/features/admin/api/update-admin-delivery';

export interface EditDeliveryModalProps {
  delivery: AdminDelivery | null;
  onClose: () => void;
}

/** The dialog stays mounted while it closes; the form inside starts afresh for each delivery. */
export function EditDeliveryModal({ delivery, onClose }: EditDeliveryModalProps) {
  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={delivery ? `Edit delivery: Request #${delivery.id}` : 'Edit delivery'}
      size="lg"
    >
      {delivery && <EditDeliveryForm key={delivery.id} delivery={delivery} onDone={onClose} />}
    </Modal>
  );
}

function EditDeliveryForm({ delivery, onDone }: { delivery: AdminDelivery; onDone: () => void }) {
  const [trackingNumber, setTrackingNumber] = useState(delivery.tracking_number ?? '');
  const [estimated, setEstimated] = useState<string | null>(delivery.estimated_delivery);
  const [notes, setNotes] = useState(delivery.notes ?? '');
  const update = useUpdateAdminDelivery();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await update.mutateAsync({
        requestId: delivery.id,
        data: { tracking_number: trackingNumber, estimated_delivery: estimated, notes },
      });
      notifications.show({ color: 'green', message: result.message });
      onDone();
    } catch {
      // Shown in the dialog from update.error.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {delivery.item_title}: {delivery.donor_name} to {delivery.nonprofit_name}, approved{' '}
          {formatDate(delivery.approved_on)}.
        </Text>
        {update.isError && (
          <Alert color="red" role="alert" title={ADMIN_DELIVERY_MESSAGES.updateFailed}>
            {errorMessage(update.error)}
          </Alert>
        )}
        <TextInput
          label="Tracking number"
          value={trackingNumber}
          maxLength={TRACKING_NUMBER_MAX_LENGTH}
          onChange={(event) => setTrackingNumber(event.currentTarget.value)}
          data-autofocus
        />
        <DateInput
          label="Estimated delivery"
          description="Not before the approval day"
          placeholder="Pick a day"
          valueFormat="MMM D, YYYY"
          minDate={delivery.approved_on}
          value={estimated}
          onChange={setEstimated}
          clearable
          {...CALENDAR_PROPS}
          popoverProps={CALENDAR_POPOVER_PROPS}
          clearButtonProps={{ 'aria-label': 'Clear estimated delivery' }}
        />
        <Textarea
          label="Notes"
          value={notes}
          maxLength={DELIVERY_NOTES_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={8}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
