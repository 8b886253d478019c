import {
  DELIVERY_OPTIONS,
  DONOR_SCOPES,
  ITEM_SORTS,
  type DeliveryOption,
  type DonorScope,
  type ItemSort,
  type ReachAsked,
} from '@app/shared';

export type LocationScope = 'all' | DonorScope;

/** The marketplace filters; they live in the URL so a filtered view can be shared and Back works. */
export interface ItemFilters {
  search: string;
  /** '' means every category. */
  category: string;
  location: LocationScope;
  sort_by: ItemSort;
  delivery_option: DeliveryOption[];
  min_value: number | undefined;
  max_value: number | undefined;
}

export const DEFAULT_FILTERS: ItemFilters = {
  search: '',
  category: '',
  location: 'all',
  sort_by: 'created_at',
  delivery_option: [],
  min_value: undefined,
  max_value: undefined,
};

/** The URL parameters the filters own; any other parameter is left alone. */
export const FILTER_PARAMS = [
  'search',
  'category',
  'location',
  'sort_by',
  'delivery_option',
  'min_value',
  'max_value',
] as const;

const SORT_LABELS: Record<ItemSort, string> = {
  created_at: 'Newest',
  price_low: 'Price: low to high',
  price_high: 'Price: high to low',
  title: 'Title A-Z',
};

/**
 * The sort choices as the list shows them: with a search, the default sort is by relevance
 * (docs/product.md, Marketplace), so it is called "Best match" there instead of "Newest".
 */
export const sortOptions = (searching: boolean) =>
  ITEM_SORTS.map((value) => ({
    value,
    label: value === 'created_at' && searching ? 'Best match' : SORT_LABELS[value],
  }));

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

function parseAmount(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Reads the filters from the URL; unknown or malformed values fall back to the defaults. */
export function parseFilters(params: URLSearchParams): ItemFilters {
  const location = params.get('location');
  const sort = params.get('sort_by');
  const delivery = params.getAll('delivery_option').filter((value) => isOneOf(DELIVERY_OPTIONS, value));
  return {
    search: params.get('search') ?? '',
    category: params.get('category')?.trim() ?? '',
    location: isOneOf(DONOR_SCOPES, location) ? location : 'all',
    sort_by: isOneOf(ITEM_SORTS, sort) ? sort : 'created_at',
    delivery_option: DELIVERY_OPTIONS.filter((option) => delivery.includes(option)),
    min_value: parseAmount(params.get('min_value')),
    max_value: parseAmount(params.get('max_value')),
  };
}

/** Writes the filters into a copy of `params`, leaving out defaults so the URL stays short. */
export function writeFilters(params: URLSearchParams, filters: ItemFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  FILTER_PARAMS.forEach((key) => next.delete(key));
  if (filters.search.trim()) next.set('search', filters.search);
  if (filters.category) next.set('category', filters.category);
  if (filters.location !== 'all') next.set('location', filters.location);
  if (filters.sort_by !== 'created_at') next.set('sort_by', filters.sort_by);
  filters.delivery_option.forEach((option) => next.append('delivery_option', option));
  if (filters.min_value !== undefined) next.set('min_value', String(filters.min_value));
  if (filters.max_value !== undefined) next.set('max_value', String(filters.max_value));
  return next;
}

/** True when the price range is backwards; the server would refuse it (400), so it is not sent. */
export function isPriceRangeInvalid(filters: ItemFilters): boolean {
  return filters.min_value !== undefined && filters.max_value !== undefined && filters.min_value > filters.max_value;
}

export function hasActiveFilters(filters: ItemFilters): boolean {
  return writeFilters(new URLSearchParams(), filters).toString() !== '';
}

/** GET /api/items parameters (shared itemsQuerySchema), paging aside. */
export interface ItemsListQuery {
  search?: string;
  category?: string;
  location?: DonorScope;
  sort_by: ItemSort;
  delivery_option: DeliveryOption[];
  min_value?: number;
  max_value?: number;
}

/** What a query asked for, as the reach explanation words it: the search, and whether anything else narrows. */
export function askedOf(query: ItemsListQuery): ReachAsked {
  const { category, location, delivery_option, min_value, max_value } = query;
  return {
    search: query.search,
    filtered:
      Boolean(category || location) || delivery_option.length > 0 || min_value !== undefined || max_value !== undefined,
  };
}

/** The GET /api/items query for these filters (without paging). */
export function toItemsQuery(filters: ItemFilters): ItemsListQuery {
  const badRange = isPriceRangeInvalid(filters);
  return {
    search: filters.search.trim() || undefined,
    category: filters.category || undefined,
    location: filters.location === 'all' ? undefined : filters.location,
    sort_by: filters.sort_by,
    delivery_option: filters.delivery_option,
    min_value: badRange ? undefined : filters.min_value,
    max_value: badRange ? undefined : filters.max_value,
  };
}
