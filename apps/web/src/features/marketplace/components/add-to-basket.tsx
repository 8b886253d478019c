import type { Item } from '@app/shared';
import { Button, Group, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { clampQuantity, MAX_BASKET_SIZE } from '../lib/basket-store';
import { useMarketplace } from '../lib/marketplace-context';

export interface AddToBasketProps {
  item: Item;
}

/** Collect several items (with a quantity each) to request together for one event. */
export function AddToBasket({ item }: AddToBasketProps) {
  const { basket } = useMarketplace();
  const inBasket = basket.quantityOf(item.id);
  const [quantity, setQuantity] = useState<number>(inBasket ?? 1);

  const add = () => {
    const added = basket.put(item, quantity);
    if (!added) {
      notifications.show({
        color: 'red',
        title: 'Basket is full',
        message: `A basket holds at most ${MAX_BASKET_SIZE} items. Submit these requests first.`,
      });
      return;
    }
    notifications.show({
      color: 'teal',
      title: inBasket === undefined ? 'Added to basket' : 'Basket updated',
      message: `${item.title} × ${clampQuantity(quantity, item.quantity)}`,
    });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {item.quantity > 1 && (
        <NumberInput
          aria-label={`Quantity of ${item.title} for the basket`}
          value={quantity}
          onChange={(value) => setQuantity(typeof value === 'number' ? value : 1)}
          onBlur={() => setQuantity((current) => clampQuantity(current, item.quantity))}
          min={1}
          max={item.quantity}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={64}
        />
      )}
      <Button
        variant="outline"
        flex={1}
        px={6}
        onClick={add}
        aria-label={inBasket === undefined ? `Add to basket: ${item.title}` : `Update basket: ${item.title}`}
      >
        {inBasket === undefined ? 'Add to basket' : 'Update basket'}
      </Button>
    </Group>
  );
}
