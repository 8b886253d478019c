import { centsToDollars, FALLBACK_CATEGORIES, tokenCost, type Item } from '@app/shared';
import { items, users } from '#src/platform/database/schema';

/** What a marketplace card needs: the item without its search vector, and the donor's company. */
export const itemCardColumns = {
  id: items.id,
  title: items.title,
  description: items.description,
  category: items.category,
  fmvCents: items.fmvCents,
  quantity: items.quantity,
  status: items.status,
  imageUrl: items.imageUrl,
  images: items.images,
  city: items.city,
  state: items.state,
  shippingOptions: items.shippingOptions,
  resalePermitted: items.resalePermitted,
  donorId: items.donorId,
  createdAt: items.createdAt,
  donorCompanyName: users.companyName,
  donorName: users.name,
};

export interface ItemCardRow {
  id: number;
  title: string;
  description: string;
  category: string;
  fmvCents: number;
  quantity: number;
  status: Item['status'];
  imageUrl: string | null;
  images: Item['images'];
  city: string | null;
  state: string | null;
  shippingOptions: Item['shipping_options'];
  resalePermitted: boolean;
  donorId: number;
  createdAt: Date;
  donorCompanyName: string | null;
  donorName: string;
}

export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const PLACEHOLDER_SLUGS = new Set(FALLBACK_CATEGORIES.map(categorySlug));

/**
 * Every card has a picture (docs/product.md, Items and requesting); a category without its own
 * placeholder gets the default one.
 */
export function placeholderFor(category: string): string {
  const slug = categorySlug(category);
  return `/placeholders/${PLACEHOLDER_SLUGS.has(slug) ? slug : 'default'}.webp`;
}

export const formatLocation = (city: string | null, state: string | null) =>
  [city?.trim(), state?.trim()].filter(Boolean).join(', ');

/**
 * An item's picture and its card thumbnail: the first image (its thumbnail when it has one), else
 * the form's single image URL, else the category's placeholder. Marketplace cards and the donor's
 * listings show the same.
 */
export function picturesOf(item: Pick<ItemCardRow, 'images' | 'imageUrl' | 'category'>) {
  const [first] = item.images;
  const imageUrl = first?.url ?? item.imageUrl ?? placeholderFor(item.category);
  return { image_url: imageUrl, thumbnail_url: first ? (first.thumbnail_url ?? first.url) : imageUrl };
}

export function presentItem(row: ItemCardRow): Item {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    fair_market_value: centsToDollars(row.fmvCents),
    quantity: row.quantity,
    status: row.status,
    ...picturesOf(row),
    images: row.images,
    location: formatLocation(row.city, row.state),
    city: row.city,
    state: row.state,
    shipping_options: row.shippingOptions,
    donor_id: row.donorId,
    donor_company_name: row.donorCompanyName ?? row.donorName,
    token_cost: tokenCost(row.fmvCents, 1),
    resale_permitted: row.resalePermitted,
    created_at: row.createdAt.toISOString(),
  };
}

/** The same picture the marketplace card shows: the donor's first image, else the category placeholder. */
export function pictureOf(item: { images: Array<{ url: string }>; imageUrl: string | null; category: string }): string {
  return item.images[0]?.url ?? item.imageUrl ?? placeholderFor(item.category);
}
