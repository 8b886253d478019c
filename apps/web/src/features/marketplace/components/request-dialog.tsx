import { REQUEST_MESSAGES, type GiftUse, type Item, type TokenBalance } from '@app/shared';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { formatWholeDollars } from '#src/lib/format';
import { requestErrorMessage, useCreateRequest } from '../api/create-request';
import { clampQuantity } from '../lib/basket-store';
import { itemTokenCost } from '../lib/item-rules';
import { EventSelect } from './event-select';
import { GiftUseField } from './gift-use-field';
import { TokenSummary } from './token-summary';

export interface RequestDialogProps {
  /**
   * The item being requested; kept after closing so the dialog can animate out. Null before the first
   * request: the dialog is mounted closed so Mantine can return focus to the card's button on close.
   */
  item: Item | null;
  opened: boolean;
  onClose: () => void;
  nonprofitId: number;
  balance: TokenBalance | undefined;
}

/** Request dialog: quantity, how the goods will be used, optional event, optional message, and the token price. */
export function RequestDialog({ item, opened, onClose, nonprofitId, balance }: RequestDialogProps) {
  return (
    <Modal
      opened={opened && item !== null}
      onClose={onClose}
      title={item ? `Request ${item.title}` : 'Request item'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {item && <RequestForm key={item.id} item={item} onDone={onClose} nonprofitId={nonprofitId} balance={balance} />}
    </Modal>
  );
}

interface RequestFormProps {
  item: Item;
  onDone: () => void;
  nonprofitId: number;
  balance: TokenBalance | undefined;
}

function RequestForm({ item, onDone, nonprofitId, balance }: RequestFormProps) {
  const [quantity, setQuantity] = useState<number | string>(1);
  const [eventId, setEventId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [use, setUse] = useState<GiftUse | null>(null);
  const [tried, setTried] = useState(false);
  const createRequest = useCreateRequest();

  // The quantity is clamped between 1 and what is available.
  const units = clampQuantity(Number(quantity), item.quantity);
  const total = itemTokenCost(item.fair_market_value, units);
  const short = balance !== undefined && balance.balance < total;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (short || use === null) return;
    createRequest.mutate(
      {
        nonprofitId,
        body: {
          item_id: item.id,
          quantity_requested: units,
          event_id: eventId === null ? null : Number(eventId),
          message: message.trim() || null,
          intended_use: use,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: 'Request submitted', message: REQUEST_MESSAGES.submitted });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {formatWholeDollars(item.fair_market_value)} each · {item.quantity} available · Donated by{' '}
          {item.donor_company_name}
        </Text>
        <NumberInput
          label="Quantity"
          description={`Between 1 and ${item.quantity}`}
          value={quantity}
          onChange={setQuantity}
          onBlur={() => setQuantity(units)}
          min={1}
          max={item.quantity}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          required
          data-autofocus
        />
        <GiftUseField item={item} value={use} onChange={setUse} showError={tried} />
        <EventSelect nonprofitId={nonprofitId} value={eventId} onChange={setEventId} />
        <Textarea
          label="Message to the donor (optional)"
          placeholder="How will your organization use this item?"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
        />
        <TokenSummary total={total} balance={balance} />
        {createRequest.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Request not sent">
            {requestErrorMessage(createRequest.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={createRequest.isPending} disabled={short}>
            Submit Request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
