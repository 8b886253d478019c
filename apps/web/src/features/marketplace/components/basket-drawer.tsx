import { REQUEST_MESSAGES, type GiftUse, type TokenBalance } from '@app/shared';
import { Alert, Button, Drawer, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useCreateRequestBatch } from '../api/create-request-batch';
import { requestErrorMessage } from '../api/create-request';
import { MAX_BASKET_SIZE } from '../lib/basket-store';
import { itemTokenCost } from '../lib/item-rules';
import type { Basket } from '../lib/use-basket';
import { BasketLine } from './basket-line';
import { EventSelect } from './event-select';
import { GiftUseField } from './gift-use-field';
import { TokenSummary } from './token-summary';

export interface BasketDrawerProps {
  opened: boolean;
  onClose: () => void;
  nonprofitId: number;
  balance: TokenBalance | undefined;
  basket: Basket;
}

const plural = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;

/** Several items requested together for one event, at most max_request_batch_size (docs/product.md, Site settings). */
export function BasketDrawer({ opened, onClose, nonprofitId, balance, basket }: BasketDrawerProps) {
  const [eventId, setEventId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [use, setUse] = useState<GiftUse | null>(null);
  const [tried, setTried] = useState(false);
  const batch = useCreateRequestBatch();
  const { entries } = basket;
  const total = entries.reduce((sum, entry) => sum + itemTokenCost(entry.fair_market_value, entry.quantity), 0);
  const tooMany = entries.length > MAX_BASKET_SIZE;
  const short = balance !== undefined && balance.balance < total;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (entries.length === 0 || tooMany || short || use === null) return;
    batch.mutate(
      {
        nonprofitId,
        body: {
          items: entries.map((entry) => ({ item_id: entry.item_id, quantity_requested: entry.quantity })),
          event_id: eventId === null ? null : Number(eventId),
          message: message.trim() || null,
          intended_use: use,
        },
      },
      {
        onSuccess: (data) => {
          notifications.show({
            color: 'teal',
            title: `${plural(data.requests.length)} submitted`,
            message: data.message || REQUEST_MESSAGES.submitted,
          });
          basket.clear();
          setMessage('');
          setEventId(null);
          setUse(null);
          setTried(false);
          batch.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={`Request basket (${entries.length})`}
      closeButtonProps={{ 'aria-label': 'Close basket' }}
    >
      {entries.length === 0 ? (
        <Text c="gray.7">
          Your basket is empty. Use Add to basket on any item to request several items together for one event.
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Items in basket">
              {entries.map((entry, index) => (
                <BasketLine
                  key={entry.item_id}
                  entry={entry}
                  withDivider={index > 0}
                  onQuantityChange={(quantity) => basket.setQuantity(entry.item_id, quantity)}
                  onRemove={() => basket.remove(entry.item_id)}
                />
              ))}
            </Stack>
            {tooMany && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Too many items">
                One basket can hold at most {MAX_BASKET_SIZE} items. Remove {entries.length - MAX_BASKET_SIZE} to
                continue.
              </Alert>
            )}
            <GiftUseField
              item={{ resale_permitted: false }}
              value={use}
              onChange={setUse}
              showError={tried}
              resaleNote="One use for every item in the basket. Resale, auction or raffle is asked item by item, with the item's own Request button."
            />
            <EventSelect nonprofitId={nonprofitId} value={eventId} onChange={setEventId} />
            <Textarea
              label="Message to the donors (optional)"
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={2000}
            />
            <TokenSummary total={total} balance={balance} />
            {batch.isError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Requests not sent">
                {requestErrorMessage(batch.error)}
              </Alert>
            )}
            <Button type="submit" size="md" loading={batch.isPending} disabled={tooMany || short}>
              Submit {plural(entries.length)}
            </Button>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
