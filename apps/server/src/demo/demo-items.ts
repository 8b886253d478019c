import { ACME_ITEMS } from './demo-items-acme';
import type { DemoItem } from './demo-item';
import { REGIONAL_ITEMS } from './demo-items-regional';

export type { DemoItem } from './demo-item';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Each demo item's own picture, served by the web build (apps/web/public/demo-items). */
export const demoPicturePath = (item: Pick<DemoItem, 'title'>) => `/demo-items/${slug(item.title)}.webp`;

/**
 * docs/product.md, Demo data and scale-out: at least 40 items across categories, states and delivery
 * options, with pictures.
 */
export const DEMO_ITEMS: DemoItem[] = [...ACME_ITEMS, ...REGIONAL_ITEMS];
