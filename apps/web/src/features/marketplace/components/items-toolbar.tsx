import { Button, Group, Title } from '@mantine/core';
import { IconBasket, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { LIST_ITEM_LINK } from '../lib/item-rules';
import { useMarketplace } from '../lib/marketplace-context';

export interface ItemsToolbarProps {
  headingId: string;
  /** Visitors on /marketplace get join buttons here; on the landing page the audience cards hold them. */
  showJoinButtons: boolean;
}

/** Heading of the grid with the role's own action: List Item, the basket, or join buttons. */
export function ItemsToolbar({ headingId, showJoinButtons }: ItemsToolbarProps) {
  const { viewer, basket, openBasket } = useMarketplace();
  const count = basket.entries.length;
  // While the session is being restored the join buttons keep their room, invisible: on a phone they
  // take a row of their own, which would push the filters down as it appeared for a visitor.
  const reserving = viewer.kind === 'loading' && showJoinButtons;
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={2} id={headingId}>
        Available items
      </Title>
      <Group gap="xs" style={reserving ? { visibility: 'hidden' } : undefined} aria-hidden={reserving || undefined}>
        {viewer.kind === 'donor' && (
          <Button component={Link} to={LIST_ITEM_LINK} leftSection={<IconPlus size={18} aria-hidden />}>
            List Item
          </Button>
        )}
        {viewer.kind === 'nonprofit' && viewer.blockedReason === null && (
          <Button
            variant={count > 0 ? 'filled' : 'default'}
            leftSection={<IconBasket size={18} aria-hidden />}
            onClick={openBasket}
            aria-label={`Request basket, ${count} ${count === 1 ? 'item' : 'items'}`}
          >
            Basket ({count})
          </Button>
        )}
        {(viewer.kind === 'visitor' || reserving) && showJoinButtons && (
          <>
            <Button component={Link} to={`${paths.signup}?role=nonprofit`}>
              Join as a Nonprofit
            </Button>
            <Button component={Link} to={`${paths.signup}?role=donor`} variant="default">
              Join as a Donor
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
