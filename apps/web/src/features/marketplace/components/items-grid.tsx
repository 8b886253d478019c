import type { Item } from '@app/shared';
import { Card, Skeleton, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import { useProgressiveCount } from '#src/lib/use-progressive-count';
import { ItemCard } from './item-card';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;
const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;
/** A wide screen's first row, and more than a phone's first screen: the rest follow between frames. */
const CARDS_AT_ONCE = 4;

export interface ItemsGridProps {
  items: Item[];
  label: string;
  /** True while newer results for changed filters load over the old ones. */
  stale?: boolean;
}

/** The grid is a list so screen readers announce how many items it holds. */
export function ItemsGrid({ items, label, stale = false }: ItemsGridProps) {
  const shown = useProgressiveCount(items, CARDS_AT_ONCE);
  return (
    <SimpleGrid
      component="ul"
      cols={GRID_COLS}
      spacing="lg"
      verticalSpacing="lg"
      aria-label={label}
      aria-busy={stale}
      style={{ ...listReset, opacity: stale ? 0.6 : 1, transition: 'opacity 150ms ease' }}
    >
      {items.slice(0, shown).map((item) => (
        <li key={item.id}>
          <ItemCard item={item} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export interface ItemsGridSkeletonProps {
  count?: number;
}

export function ItemsGridSkeleton({ count = 8 }: ItemsGridSkeletonProps) {
  return (
    <div role="status">
      <VisuallyHidden>Loading items</VisuallyHidden>
      <SimpleGrid cols={GRID_COLS} spacing="lg" verticalSpacing="lg" aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder radius="lg" padding="md">
            <Card.Section>
              <Skeleton h={0} pb="75%" radius={0} />
            </Card.Section>
            <Stack gap="xs" mt="md">
              <Skeleton h={10} w="40%" />
              <Skeleton h={18} w="85%" />
              <Skeleton h={12} />
              <Skeleton h={12} w="70%" />
              <Skeleton h={36} mt="sm" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
