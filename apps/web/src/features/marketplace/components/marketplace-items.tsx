import { Container, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { hasActiveFilters, toItemsQuery } from '../lib/item-filters';
import { useItemFilters } from '../lib/use-item-filters';
import { ItemsResults } from './items-results';
import { ItemsToolbar } from './items-toolbar';
import { MarketplaceFilters } from './marketplace-filters';

export interface MarketplaceItemsProps {
  showJoinButtons: boolean;
  /** The hero is a line above: the items start near the top. */
  itemsFirst?: boolean;
}

/** The marketplace proper: filters (kept in the URL), then the results. */
export function MarketplaceItems({ showJoinButtons, itemsFirst = false }: MarketplaceItemsProps) {
  const { filters, updateFilters, clearFilters } = useItemFilters();
  const query = useMemo(() => toItemsQuery(filters), [filters]);
  return (
    <Container
      component="section"
      size="lg"
      pt={itemsFirst ? { base: 'md', sm: 'xl' } : { base: 32, sm: 48 }}
      pb={{ base: 32, sm: 48 }}
      aria-labelledby="items-heading"
    >
      <Stack gap={itemsFirst ? 'md' : 'lg'}>
        <ItemsToolbar headingId="items-heading" showJoinButtons={showJoinButtons} />
        <MarketplaceFilters
          filters={filters}
          onChange={updateFilters}
          onClear={clearFilters}
          canClear={hasActiveFilters(filters)}
        />
        <ItemsResults query={query} onClearFilters={clearFilters} />
      </Stack>
    </Container>
  );
}
