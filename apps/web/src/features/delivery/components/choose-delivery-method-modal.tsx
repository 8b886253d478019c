import { DELIVERY_MESSAGES, type DeliveryMethod, type MethodOption, type NonprofitRequest } from '@app/shared';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '#src/lib/api-client';
import { formatCents } from '#src/lib/format';
import { useRetained } from '#src/lib/use-retained';
import { useSetDeliveryMethod } from '../api/set-delivery-method';
import { DELIVERY_METHOD_DESCRIPTIONS, DELIVERY_METHOD_LABELS } from './delivery-methods';

/** The server's detail when it gave one, else the fixed failure sentence. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.detail ? error.message : DELIVERY_MESSAGES.deliveryMethodFailed;
}

type ChoosableRequest = Pick<NonprofitRequest, 'id' | 'item_title' | 'delivery_method' | 'method_options'>;

interface FormProps {
  request: ChoosableRequest;
  /** What the request's invoice says now, in cents, when one was issued. */
  invoiceTotal: number | null;
  nonprofitId: number;
  onClose: () => void;
}

/** "Platform fee 5%: $8.50 · Logistics: $25.00 · Total $33.50", from the server's price of that method. */
export function methodPriceText(option: MethodOption): string {
  const parts = [`Platform fee ${option.fee_percentage}%: ${formatCents(option.platform_fee)}`];
  if (option.logistics_fee > 0) parts.push(`Logistics (shipping): ${formatCents(option.logistics_fee)}`);
  parts.push(`Total ${formatCents(option.total)}`);
  return parts.join(' · ');
}

function DeliveryMethodForm({ request, invoiceTotal, nonprofitId, onClose }: FormProps) {
  // The methods the item offers, priced by the server; one that may not be chosen now is shown disabled.
  const options = request.method_options;
  const current = options.find((option) => option.current) ?? null;
  const choosable = options.filter((option) => option.available);
  const [value, setValue] = useState<DeliveryMethod | null>(
    current?.method ?? (choosable.length === 1 ? choosable[0]!.method : null),
  );
  const mutation = useSetDeliveryMethod();
  const selected = options.find((option) => option.method === value) ?? null;
  // What the nonprofit would pay now, against what it would pay with the selected method.
  const before = current?.total ?? invoiceTotal;
  const changes = selected !== null && before !== null && selected.total !== before;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value || !selected?.available) return;
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

  if (options.length === 0) {
    return <Text size="sm">This item lists no delivery options. Ask the donor in the chat how it can reach you.</Text>;
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm">
          How should <strong>{request.item_title}</strong> reach you? Only the options the donor offers are listed, each
          with what you will pay for it.
        </Text>
        <Radio.Group
          label="Delivery method"
          value={value}
          onChange={(next) => setValue(next as DeliveryMethod)}
          withAsterisk
        >
          <Stack gap="sm" mt="xs">
            {options.map((option) => (
              <Radio
                key={option.method}
                value={option.method}
                disabled={!option.available && !option.current}
                label={`${DELIVERY_METHOD_LABELS[option.method]}${option.current ? ' (current)' : ''}: ${formatCents(option.total)}`}
                description={
                  <>
                    {DELIVERY_METHOD_DESCRIPTIONS[option.method]}
                    <Text component="span" display="block" size="xs" fw={500} c="gray.8" mt={2}>
                      {methodPriceText(option)}
                    </Text>
                  </>
                }
                data-autofocus={option.method === (value ?? choosable[0]?.method) || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <div aria-live="polite">
          {changes && (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />} p="xs">
              The total changes from {formatCents(before)} to {formatCents(selected.total)}
              {selected.logistics_fee > 0 ? `, with ${formatCents(selected.logistics_fee)} for logistics` : ''}. You pay
              it on the next step.
            </Alert>
          )}
        </div>
        {mutation.isError && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {failureMessage(mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!selected?.available || selected.current}>
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
  /** The total of the request's invoice now, in cents (null when none was issued). */
  invoiceTotal?: number | null;
  nonprofitId: number;
  onClose: () => void;
}

/** The nonprofit's Choose delivery method dialog, with each method's price before it is chosen. */
export function ChooseDeliveryMethodModal({
  request: current,
  invoiceTotal = null,
  nonprofitId,
  onClose,
}: ChooseDeliveryMethodModalProps) {
  const request = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={request?.delivery_method ? 'Change delivery method' : 'Choose delivery method'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && (
        <DeliveryMethodForm
          key={request.id}
          request={request}
          invoiceTotal={invoiceTotal}
          nonprofitId={nonprofitId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
