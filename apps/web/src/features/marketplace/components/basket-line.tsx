import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatTokens, formatWholeDollars } from '#src/lib/format';
import type { BasketEntry } from '../lib/basket-store';
import { itemTokenCost } from '../lib/item-rules';
import { ITEM_PLACEHOLDER_IMAGE } from '#src/components/item-image/item-image';

export interface BasketLineProps {
  entry: BasketEntry;
  withDivider: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One basket item: picture, title, price, editable quantity and its tokens. */
export function BasketLine({ entry, withDivider, onQuantityChange, onRemove }: BasketLineProps) {
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      style={{ borderTop: withDivider ? '1px solid var(--mantine-color-gray-3)' : undefined }}
    >
      <img
        src={entry.thumbnail_url}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        onError={(event) => {
          if (event.currentTarget.src !== ITEM_PLACEHOLDER_IMAGE) event.currentTarget.src = ITEM_PLACEHOLDER_IMAGE;
        }}
        style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0, background: 'var(--mantine-color-gray-1)' }}
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2}>
          {entry.title}
        </Text>
        <Text size="xs" c="gray.7">
          {formatWholeDollars(entry.fair_market_value)} each · {entry.max_quantity} available
        </Text>
        <Group gap="xs" wrap="nowrap">
          <NumberInput
            aria-label={`Quantity of ${entry.title}`}
            size="xs"
            w={84}
            value={entry.quantity}
            onChange={(value) => typeof value === 'number' && onQuantityChange(value)}
            min={1}
            max={entry.max_quantity}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
          />
          <Text size="sm" c="gray.7">
            {formatTokens(itemTokenCost(entry.fair_market_value, entry.quantity))}
          </Text>
        </Group>
      </Stack>
      <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${entry.title} from basket`}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
