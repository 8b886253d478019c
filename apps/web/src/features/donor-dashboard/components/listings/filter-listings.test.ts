import { LISTING_MESSAGES, type Listing } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  countByFilter,
  DEFAULT_LISTING_FILTERS,
  filterListings,
  LISTINGS_PAGE_SIZE,
  pageOf,
  toSearchable,
} from './filter-listings';
import { LISTING_STATUS_LABELS, toggledStatus } from './listing-status';

function listing(id: number, patch: Partial<Listing>): Listing {
  return {
    id,
    title: `Item ${id}`,
    description: '',
    category: 'Miscellaneous',
    fair_market_value: 10,
    quantity: 1,
    approved_quantity: 0,
    pending_requests: 0,
    shipping_options: ['donor_ships'],
    image_url: '',
    thumbnail_url: '',
    images: [],
    status: 'available',
    resale_permitted: false,
    created_at: '2026-05-01T00:00:00Z',
    updated_at: '2026-05-01T00:00:00Z',
    ...patch,
  };
}

const listings = toSearchable([
  listing(1, { title: 'Dell Laptops', category: 'Electronics' }),
  listing(2, { title: 'Office Chairs', category: 'Furniture', status: 'disabled' }),
  listing(3, { title: 'Winter coats', description: 'Warm PARKAS for children', status: 'requested' }),
  listing(4, { title: 'Projector', category: 'Electronics', status: 'pending_review' }),
  listing(5, { title: 'Textbooks', category: 'Books', status: 'approved' }),
]);
const ids = (patch: Partial<typeof DEFAULT_LISTING_FILTERS>) =>
  filterListings(listings, { ...DEFAULT_LISTING_FILTERS, ...patch }).map((entry) => entry.id);

describe('filterListings', () => {
  it('searches title, category and description, ignoring case and word order', () => {
    expect(ids({ search: 'laptop' })).toEqual([1]);
    expect(ids({ search: 'electronics' })).toEqual([1, 4]);
    expect(ids({ search: 'parkas' })).toEqual([3]);
    expect(ids({ search: '  children   warm ' })).toEqual([3]);
    expect(ids({ search: 'piano' })).toEqual([]);
  });

  it('shows every status under All and exactly that status under Available or Disabled', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ status: 'available' })).toEqual([1]);
    expect(ids({ status: 'disabled' })).toEqual([2]);
    expect(ids({ status: 'available', search: 'electronics' })).toEqual([1]);
  });

  it('counts each filter', () => {
    expect(countByFilter(listings.map((entry) => entry.listing))).toEqual({ all: 5, available: 1, disabled: 1 });
  });
});

describe('listing status', () => {
  it('reads pending_review as waiting for review', () => {
    expect(LISTING_STATUS_LABELS.pending_review).toBe(LISTING_MESSAGES.waitingForReview);
  });

  it('disables any live item, enables a disabled one, and leaves one under review alone', () => {
    expect(toggledStatus('available')).toBe('disabled');
    expect(toggledStatus('requested')).toBe('disabled');
    expect(toggledStatus('disabled')).toBe('available');
    expect(toggledStatus('pending_review')).toBeNull();
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 2000 }, (_, index) => index);

  it('cuts 2,000 listings into pages of 24', () => {
    const first = pageOf(many, 1);
    expect(first.items).toHaveLength(LISTINGS_PAGE_SIZE);
    expect(first.pages).toBe(84);
    const last = pageOf(many, 84);
    expect(last.items).toEqual(many.slice(83 * 24));
  });

  it('clamps a page past the end (after a filter narrowed the list) to the last page', () => {
    expect(pageOf(many.slice(0, 30), 5)).toMatchObject({ page: 2, pages: 2 });
    expect(pageOf([], 3)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageOf(many, 0).page).toBe(1);
  });
});
