import { describe, expect, it } from 'vitest';
import {
  askedOf,
  DEFAULT_FILTERS,
  hasActiveFilters,
  parseFilters,
  sortOptions,
  toItemsQuery,
  writeFilters,
} from './item-filters';

describe('item filters in the URL', () => {
  it('reads every filter, with repeated delivery options', () => {
    const params = new URLSearchParams(
      'search=desk&category=Furniture&location=citywide&sort_by=price_low&delivery_option=electronic&delivery_option=donor_ships&min_value=10&max_value=250.5',
    );
    expect(parseFilters(params)).toEqual({
      search: 'desk',
      category: 'Furniture',
      location: 'citywide',
      sort_by: 'price_low',
      delivery_option: ['donor_ships', 'electronic'],
      min_value: 10,
      max_value: 250.5,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    const params = new URLSearchParams('location=moon&sort_by=random&delivery_option=drone&min_value=abc&max_value=-5');
    expect(parseFilters(params)).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeFilters(new URLSearchParams('tab=x&search=old'), {
      ...DEFAULT_FILTERS,
      category: 'Books',
      delivery_option: ['nonprofit_pickup', 'electronic'],
      min_value: 0,
    });
    expect(written.toString()).toBe(
      'tab=x&category=Books&delivery_option=nonprofit_pickup&delivery_option=electronic&min_value=0',
    );
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort_by: 'title' })).toBe(true);
  });

  it('round-trips', () => {
    const filters = { ...DEFAULT_FILTERS, search: 'chair', location: 'statewide' as const, max_value: 99.99 };
    expect(parseFilters(writeFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('does not send a backwards price range (the server would refuse it)', () => {
    expect(toItemsQuery({ ...DEFAULT_FILTERS, min_value: 50, max_value: 10 })).toMatchObject({
      min_value: undefined,
      max_value: undefined,
    });
    expect(toItemsQuery({ ...DEFAULT_FILTERS, search: '  laptop ', category: '', location: 'all' })).toEqual({
      search: 'laptop',
      category: undefined,
      location: undefined,
      sort_by: 'created_at',
      delivery_option: [],
      min_value: undefined,
      max_value: undefined,
    });
  });

  it('calls the default sort "Best match" while a search is applied, since it then sorts by relevance', () => {
    const labels = (searching: boolean) => sortOptions(searching).map((option) => option.label);
    expect(labels(false)).toEqual(['Newest', 'Price: low to high', 'Price: high to low', 'Title A-Z']);
    expect(labels(true)).toEqual(['Best match', 'Price: low to high', 'Price: high to low', 'Title A-Z']);
    expect(sortOptions(true)[0]!.value).toBe('created_at');
  });
});

describe('askedOf', () => {
  it('tells the reach explanation the search and whether anything else narrows the list', () => {
    expect(askedOf(toItemsQuery({ ...DEFAULT_FILTERS, search: 'laptop', sort_by: 'title' }))).toEqual({
      search: 'laptop',
      filtered: false,
    });
    expect(askedOf(toItemsQuery({ ...DEFAULT_FILTERS, delivery_option: ['electronic'] }))).toEqual({
      search: undefined,
      filtered: true,
    });
    expect(askedOf(toItemsQuery({ ...DEFAULT_FILTERS, min_value: 0 })).filtered).toBe(true);
  });
});
