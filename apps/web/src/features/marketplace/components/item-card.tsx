import type { Item } from '@app/shared';
import { Badge, Card, Text, Title } from '@mantine/core';
import { STATUS_COLORS } from '#src/config/theme';
import { ITEM_STATUS_LABELS } from '../lib/item-rules';
import { DeliveryBadges } from './delivery-badges';
import { ItemCardActions } from './item-card-actions';
import classes from './item-card.module.css';
import { ItemFacts } from './item-facts';
import { ItemImage } from '#src/components/item-image/item-image';

export interface ItemCardProps {
  item: Item;
}

/**
 * Item card: picture, status, category, title, description, facts, delivery, actions. On a phone it
 * turns compact (picture beside the text, the essentials only), so a screen shows several items.
 */
export function ItemCard({ item }: ItemCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} component="article">
      <Card.Section pos="relative" className={classes.media}>
        <ItemImage src={item.thumbnail_url} fallbackSrc={item.image_url} alt={item.title} />
        <Badge className={classes.status} color={STATUS_COLORS[item.status] ?? 'gray'} autoContrast>
          {ITEM_STATUS_LABELS[item.status]}
        </Badge>
      </Card.Section>
      <div className={classes.body}>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: '0.04em' }}>
          {item.category}
        </Text>
        <Title order={3} fz="lg" lh={1.3} lineClamp={2}>
          {item.title}
        </Title>
        <Text size="sm" c="gray.7" lineClamp={2} data-compact-hide>
          {item.description}
        </Text>
        <ItemFacts item={item} />
        <div data-compact-hide>
          <DeliveryBadges options={item.shipping_options} />
        </div>
        <div className={classes.footer}>
          <ItemCardActions item={item} />
        </div>
      </div>
    </Card>
  );
}
