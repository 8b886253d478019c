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
  /**
   * 'responsive' (the grid) turns compact on a phone: the picture beside the text. 'stacked' (the
   * featured row, whose cards are too narrow for a picture beside the text) keeps the picture above.
   */
  layout?: 'responsive' | 'stacked';
}

/**
 * Item card: picture, status, category, title, description, facts, delivery, actions. On a phone it
 * turns compact (picture beside the text, without the description), so a screen shows more items;
 * the donor, quantity and delivery options stay, because they decide whether to request.
 */
export function ItemCard({ item, layout = 'responsive' }: ItemCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      component="article"
      data-layout={layout === 'stacked' ? 'stacked' : undefined}
    >
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
        <Title order={3} fz="lg" lh={1.3} className={classes.title}>
          {item.title}
        </Title>
        <Text size="sm" c="gray.7" lineClamp={2} data-compact-hide>
          {item.description}
        </Text>
        <ItemFacts item={item} />
        <DeliveryBadges options={item.shipping_options} />
        <div className={classes.footer}>
          <ItemCardActions item={item} />
        </div>
      </div>
    </Card>
  );
}
