import type { Item } from '@app/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconCoins, IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { formatTokens } from '#src/lib/format';
import { useTokenStore } from '#src/lib/token-store';
import { isRequestable, itemTokenCost } from '../lib/item-rules';
import { useMarketplace } from '../lib/marketplace-context';
import { AddToBasket } from './add-to-basket';

// Each card's button names its item for screen readers, and starts with the words on it, so a
// voice-control user who says "Request Item" reaches it.
const requestItemLabel = (item: Item) => `Request Item: ${item.title}`;
const notAvailableLabel = (item: Item) => `Not available: ${item.title}`;

export interface ItemCardActionsProps {
  item: Item;
}

/**
 * Visitors may press Request (and are asked to log in); donors and admins get no
 * request button; nonprofits see the token price and their balance, then Request Item, or Buy More
 * Tokens when the balance is short; a nonprofit awaiting approval sees why it cannot request.
 */
export function ItemCardActions({ item }: ItemCardActionsProps) {
  const { viewer, balance, openRequest, promptLogin } = useMarketplace();
  const noteId = useId();
  const tokenStore = useTokenStore();
  const requestable = isRequestable(item);

  if (viewer.kind === 'loading' || viewer.kind === 'donor' || viewer.kind === 'admin') return null;

  if (viewer.kind === 'visitor') {
    return (
      <Button
        fullWidth
        onClick={promptLogin}
        disabled={!requestable}
        aria-label={requestable ? requestItemLabel(item) : notAvailableLabel(item)}
      >
        {requestable ? 'Request Item' : 'Not available'}
      </Button>
    );
  }

  const cost = itemTokenCost(item.fair_market_value, 1);
  const short = balance !== undefined && balance.balance < cost;
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={600}>
          Tokens required: {cost}
        </Text>
        <Text size="sm" c={short ? 'red.8' : 'gray.7'}>
          Your balance: {balance === undefined ? '…' : formatTokens(balance.balance)}
        </Text>
      </div>
      {viewer.blockedReason ? (
        <>
          <Button
            fullWidth
            disabled
            leftSection={<IconLock size={16} aria-hidden />}
            aria-label={requestItemLabel(item)}
            aria-describedby={noteId}
          >
            Request Item
          </Button>
          <Text id={noteId} size="sm" c="gray.7">
            {viewer.blockedReason}
          </Text>
        </>
      ) : !requestable ? (
        <Button fullWidth disabled aria-label={notAvailableLabel(item)}>
          Not available
        </Button>
      ) : short ? (
        <Button
          fullWidth
          onClick={tokenStore.open}
          onMouseEnter={tokenStore.prefetch}
          aria-haspopup="dialog"
          variant="outline"
          leftSection={<IconCoins size={16} aria-hidden />}
          aria-label={`Buy More Tokens to request ${item.title}`}
        >
          Buy More Tokens
        </Button>
      ) : (
        <>
          <Button fullWidth onClick={() => openRequest(item)} aria-label={requestItemLabel(item)}>
            Request Item
          </Button>
          <AddToBasket item={item} />
        </>
      )}
    </Stack>
  );
}
