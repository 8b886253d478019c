import type { ItemStatus, Listing } from '@app/shared';

/** "Available" and "Disabled" mean exactly those statuses; "All" shows every status. */
export type ListingStatusFilter = 'all' | 'available' | 'disabled';

export interface ListingFilters {
  search: string;
  status: ListingStatusFilter;
}

export const DEFAULT_LISTING_FILTERS: ListingFilters = { search: '', status: 'all' };
/** Cards per page: a donor may have thousands of listings, and the grid renders one page at a time. */
export const LISTINGS_PAGE_SIZE = 24;

/** A listing with the lower-cased text the search box looks in (title, category, description). */
export interface SearchableListing {
  listing: Listing;
  text: string;
}

/** Built once per dashboard load, so typing in the search box does not lower-case thousands of descriptions. */
export function toSearchable(listings: readonly Listing[]): SearchableListing[] {
  return listings.map((listing) => ({
    listing,
    text: `${listing.title}\n${listing.category}\n${listing.description}`.toLowerCase(),
  }));
}

export function matchesStatus(status: ItemStatus, filter: ListingStatusFilter): boolean {
  return filter === 'all' || status === filter;
}

/** Every word of the search must appear somewhere in the title, category or description. */
export function filterListings(listings: readonly SearchableListing[], filters: ListingFilters): Listing[] {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return listings
    .filter(
      ({ listing, text }) => matchesStatus(listing.status, filters.status) && words.every((w) => text.includes(w)),
    )
    .map(({ listing }) => listing);
}

export function countByFilter(listings: readonly Listing[]): Record<ListingStatusFilter, number> {
  const counts = { all: listings.length, available: 0, disabled: 0 };
  for (const { status } of listings) if (status === 'available' || status === 'disabled') counts[status] += 1;
  return counts;
}

export interface ListingPage<T> {
  items: T[];
  /** 1-based, clamped into range. */
  page: number;
  pages: number;
}

/** One page of the filtered list; a page past the end (after a filter or a disable) shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number = LISTINGS_PAGE_SIZE): ListingPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
