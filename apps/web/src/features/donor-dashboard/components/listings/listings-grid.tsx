import type { Listing } from '@app/shared';
import { Center, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { ListingCard, type ListingCardActions } from './listing-card';
import { pageOf } from './filter-listings';
import classes from './listings.module.css';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

export interface ListingsGridProps extends ListingCardActions {
  listings: readonly Listing[];
  page: number;
  onPageChange: (page: number) => void;
  /** The listing whose status change is under way. */
  togglingId: number | null;
}

/** One page of listing cards (a list, so screen readers count them) and the page buttons. */
export function ListingsGrid({ listings, page, onPageChange, togglingId, ...actions }: ListingsGridProps) {
  const current = pageOf(listings, page);
  return (
    <Stack gap="lg">
      <SimpleGrid
        component="ul"
        cols={GRID_COLS}
        spacing="lg"
        verticalSpacing="lg"
        aria-label="Your listings"
        className={classes.grid}
      >
        {current.items.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} toggling={togglingId === listing.id} {...actions} />
          </li>
        ))}
      </SimpleGrid>
      {current.pages > 1 && (
        <Center component="nav" aria-label="Listing pages">
          <Pagination
            total={current.pages}
            value={current.page}
            onChange={onPageChange}
            withEdges
            siblings={1}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'First page',
                previous: 'Previous page',
                next: 'Next page',
                last: 'Last page',
              }[control],
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Center>
      )}
    </Stack>
  );
}
