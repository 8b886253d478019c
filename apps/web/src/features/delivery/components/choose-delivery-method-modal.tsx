import { DELIVERY_MESSAGES, deliveryMethodsOffered, type DeliveryMethod, type NonprofitRequest } from '@app/shared';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '#src/lib/api-client';
import { useRetained } from '#src/lib/use-retained';
import { useSetDeliveryMethod } from '../api/set-delivery-method';
import { DELIVERY_METHOD_DESCRIPTIONS, DELIVERY_METHOD_LABELS } from './delivery-methods';

/** The server's detail when it gave one, else the fixed failure sentence. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.detail ? error.message : DELIVERY_MESSAGES.deliveryMethodFailed;
}

type ChoosableRequest = Pick<NonprofitRequest, 'id' | 'item_title' | 'delivery_method' | 'delivery_options'>;

interface FormProps {
  request: ChoosableRequest;
  nonprofitId: number;
  onClose: () => void;
}

function DeliveryMethodForm({ request, nonprofitId, onClose }: FormProps) {
  const methods = deliveryMethodsOffered(request.delivery_options);
  const current = methods.find((method) => method === request.delivery_method) ?? null;
  const [value, setValue] = useState<DeliveryMethod | null>(current ?? (methods.length === 1 ? methods[0]! : null));
  const mutation = useSetDeliveryMethod();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    try {
      await mutation.mutateAsync({ requestId: request.id, nonprofitId, method: value });
      notifications.show({
        color: 'green',
        message: `Delivery method saved: ${DELIVERY_METHOD_LABELS[value]} for ${request.item_title}.`,
      });
      onClose();
    } catch {
      // The message is shown in the form.
    }
  };

  if (methods.length === 0) {
    return <Text size="sm">This item lists no delivery options. Ask the donor in the chat how it can reach you.</Text>;
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm">
          How should <strong>{request.item_title}</strong> reach you? Only the options the donor offers are listed.
        </Text>
        <Radio.Group
          label="Delivery method"
          value={value}
          onChange={(next) => setValue(next as DeliveryMethod)}
          withAsterisk
        >
          <Stack gap="sm" mt="xs">
            {methods.map((method) => (
              <Radio
                key={method}
                value={method}
                label={DELIVERY_METHOD_LABELS[method]}
                description={DELIVERY_METHOD_DESCRIPTIONS[method]}
                data-autofocus={method === (value ?? methods[0]) || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {mutation.isError && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {failureMessage(mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!value}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface ChooseDeliveryMethodModalProps {
  /** The approved request; null keeps the dialog closed. */
  request: ChoosableRequest | null;
  nonprofitId: number;
  onClose: () => void;
}

/** The nonprofit's Choose delivery method dialog for an approved request. */
export function ChooseDeliveryMethodModal({ request: current, nonprofitId, onClose }: ChooseDeliveryMethodModalProps) {
  const request = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Choose delivery method"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && <DeliveryMethodForm key={request.id} request={request} nonprofitId={nonprofitId} onClose={onClose} />}
    </Modal>
  );
}
