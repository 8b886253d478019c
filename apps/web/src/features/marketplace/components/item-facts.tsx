import type { Item } from '@app/shared';
import { Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconMapPin, IconPackage } from '@tabler/icons-react';
import { formatNumber, formatWholeDollars } from '#src/lib/format';

export interface ItemFactsProps {
  item: Item;
}

/**
 * Value (whole dollars, docs/product.md, Formats and look), stock, place and donor of an item card.
 * Small text is gray.7 for AA contrast.
 */
export function ItemFacts({ item }: ItemFactsProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="gray.7">
        Fair market value{' '}
        <Text span fw={700} size="lg" c="var(--mantine-color-text)">
          {formatWholeDollars(item.fair_market_value)}
        </Text>
      </Text>
      <Group gap={6} wrap="nowrap">
        <IconPackage size={16} aria-hidden color="var(--mantine-color-gray-7)" />
        <Text size="sm" c="gray.7">
          Quantity available: {formatNumber(item.quantity)}
        </Text>
      </Group>
      {item.location && (
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm" c="gray.7" truncate="end">
            {item.location}
          </Text>
        </Group>
      )}
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconBuildingStore
          size={16}
          aria-hidden
          color="var(--mantine-color-gray-7)"
          style={{ flexShrink: 0, marginTop: 2 }}
        />
        <Text size="sm" c="gray.7" lineClamp={2}>
          Donated by {item.donor_company_name}
        </Text>
      </Group>
    </Stack>
  );
}
