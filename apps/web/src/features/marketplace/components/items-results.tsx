import { Alert, Button, Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { itemsTotalLabel, reachExplanation } from '@app/shared';
import { useMemo } from 'react';
import { useItems } from '../api/get-items';
import { askedOf, type ItemsListQuery } from '../lib/item-filters';
import { ItemsGrid, ItemsGridSkeleton } from './items-grid';
import { OutOfReachState, ReachNote } from './reach-note';

export interface ItemsResultsProps {
  query: ItemsListQuery;
  onClearFilters: () => void;
}

/** Count, grid, and the loading, error, empty and Load more states of the marketplace list. */
export function ItemsResults({ query, onClearFilters }: ItemsResultsProps) {
  const items = useItems(query);
  const pages = items.data?.pages;
  // Keyset pages do not overlap, but an item edited between two pages could move; show it once.
  const list = useMemo(() => {
    const byId = new Map((pages ?? []).flatMap((page) => page.items).map((item) => [item.id, item] as const));
    return [...byId.values()];
  }, [pages]);
  const total = pages?.[0]?.total ?? 0;
  const totalCapped = pages?.[0]?.total_capped ?? false;
  const explained = reachExplanation(pages?.[0]?.reach ?? null, total, askedOf(query));

  if (items.isPending) return <ItemsGridSkeleton />;

  if (items.isError && !items.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Could not load items" role="alert">
        <Text size="sm" mb="sm">
          Something went wrong while loading the marketplace. Check your connection and try again.
        </Text>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={items.isRefetching}
          onClick={() => void items.refetch()}
        >
          Retry
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text c="gray.7" role="status" aria-live="polite">
          {itemsTotalLabel(total, totalCapped)}
        </Text>
        {explained && list.length > 0 && <ReachNote explained={explained} />}
      </Stack>
      {list.length === 0 && explained ? (
        <OutOfReachState explained={explained} />
      ) : list.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} bg="gray.0">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
              <IconMoodEmpty size={30} stroke={1.5} />
            </ThemeIcon>
            <Text fw={700} size="lg" component="h3">
              No items found
            </Text>
            <Text c="gray.7" maw={420}>
              Try a different search, or clear the filters to see every item.
            </Text>
            <Button mt="sm" onClick={onClearFilters}>
              Clear All Filters
            </Button>
          </Stack>
        </Paper>
      ) : (
        <ItemsGrid items={list} label="Items" stale={items.isPlaceholderData} />
      )}
      {items.isFetchNextPageError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          Could not load more items. Please try again.
        </Alert>
      )}
      {items.hasNextPage && (
        <Center>
          <Button
            variant="default"
            size="md"
            loading={items.isFetchingNextPage}
            onClick={() => void items.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
