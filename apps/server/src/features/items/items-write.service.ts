import {
  DELIVERY_OPTIONS,
  dollarsToCents,
  LISTING_MESSAGES,
  type CostBasisForm,
  type ItemForm,
  type Listing,
} from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/platform/database/client';
import { items, requests, type ItemRow } from '#src/platform/database/schema';
import { badRequest, notFound } from '#src/platform/errors';
import { getSiteSettings } from '#src/platform/settings';
import { lockItems, refreshItemStatus } from './item-status';
import { assertOwnItem } from './items.policy';
import { resolveListingImages } from './listing-images';
import { donorPlaceInTx } from './listing-place';
import { LISTING_REFUSALS } from './listing.messages';
import { loadListing } from './listings.queries';
import { listCategories } from './marketplace-options.service';

/** Locks one item for a change by its donor: 404 when there is none, 403 when it is someone else's. */
export async function lockOwnItem(tx: Transaction, itemId: number, donorId: number): Promise<ItemRow> {
  const item = (await lockItems(tx, [itemId])).get(itemId);
  if (!item) throw notFound(LISTING_REFUSALS.itemNotFound);
  assertOwnItem(item, donorId);
  return item;
}

/** What the donor has already promised: approved requests, and completed ones (approved, then delivered). */
export async function approvedQuantityOf(tx: Transaction, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ approved: sql<number>`coalesce(sum(${requests.quantityRequested}), 0)`.mapWith(Number) })
    .from(requests)
    .where(and(eq(requests.itemId, itemId), inArray(requests.status, ['approved', 'completed'])));
  return row?.approved ?? 0;
}

export async function assertKnownCategory(tx: Transaction, category: string): Promise<void> {
  const { categories } = await listCategories(tx);
  assertCategoryIn(categories, category);
}

function assertCategoryIn(categories: readonly string[], category: string): void {
  if (!categories.includes(category)) throw badRequest(LISTING_REFUSALS.unknownCategory(category));
}

/** The form's own columns, checked against the catalogue's categories and the donor's uploads. */
async function formColumns(
  tx: Transaction,
  donorId: number,
  form: ItemForm,
  categories: readonly string[],
  current?: ItemRow,
) {
  assertCategoryIn(categories, form.category);
  const pictures = await resolveListingImages(tx, donorId, form, current?.images);
  const offered = new Set(form.shipping_options);
  return {
    title: form.title,
    description: form.description,
    category: form.category,
    fmvCents: dollarsToCents(form.fair_market_value),
    // Absent keeps the basis: a form that does not show it changes nothing (docs/product.md, Tax report).
    ...(form.cost_basis === undefined
      ? {}
      : { costBasisCents: form.cost_basis === null ? null : dollarsToCents(form.cost_basis) }),
    // Each option once, in the order the marketplace shows them.
    shippingOptions: DELIVERY_OPTIONS.filter((option) => offered.has(option)),
    images: pictures.images,
    imageUrl: pictures.imageUrl,
    resalePermitted: form.resale_permitted,
  };
}

/** What every new listing of one donor shares, read once however many are listed in the transaction. */
export interface NewListingTerms {
  categories: readonly string[];
  place: NonNullable<Awaited<ReturnType<typeof donorPlaceInTx>>>;
  status: 'pending_review' | 'available';
}

/**
 * The catalogue, the donor's place and reach, and the status a new listing starts in: `available`,
 * or `pending_review` while the site requires item approval (docs/product.md, Items and requesting).
 */
export async function newListingTerms(tx: Transaction, donorId: number): Promise<NewListingTerms> {
  const { categories } = await listCategories(tx);
  const place = await donorPlaceInTx(tx, donorId);
  if (!place) throw notFound('Account not found.');
  const { require_item_approval: reviewFirst } = await getSiteSettings(tx);
  return { categories, place, status: reviewFirst ? 'pending_review' : 'available' };
}

/** The row of one new listing under those terms, by the same rules as the listing form (400 on a broken one). */
export async function newListingRow(tx: Transaction, donorId: number, terms: NewListingTerms, form: ItemForm) {
  const columns = await formColumns(tx, donorId, form, terms.categories);
  return {
    donorId,
    ...columns,
    ...terms.place,
    quantity: form.quantity,
    initialQuantity: form.quantity,
    status: terms.status,
  } satisfies typeof items.$inferInsert;
}

/** POST /items: a new listing at the donor's place and reach, pending review first when the site says so. */
export async function createListing(db: Database, donorId: number, form: ItemForm): Promise<Listing> {
  return db.transaction(async (tx) => {
    const terms = await newListingTerms(tx, donorId);
    const [created] = await tx
      .insert(items)
      .values(await newListingRow(tx, donorId, terms, form))
      .returning({ id: items.id });
    return (await loadListing(tx, created!.id))!;
  });
}

/**
 * PUT /items/{id}. The form's quantity is the total listed, approved units included: what is left
 * is that total minus the approved, which it may not go below. Requests and invoices keep the value
 * and delivery options they were made with, so nothing agreed changes. The status follows the
 * requests again (more left may make an approved item available); disabled and pending-review
 * items stay as they are, and a rejected item goes back to the review queue: editing it is how its
 * donor answers the admin's reason (docs/product.md, Items and requesting).
 */
export async function updateListing(db: Database, donorId: number, itemId: number, form: ItemForm): Promise<Listing> {
  return db.transaction(async (tx) => {
    const current = await lockOwnItem(tx, itemId, donorId);
    const { categories } = await listCategories(tx);
    const columns = await formColumns(tx, donorId, form, categories, current);
    const approved = await approvedQuantityOf(tx, itemId);
    if (form.quantity < approved) throw badRequest(LISTING_MESSAGES.quantityBelowApproved(approved));
    const resubmitted = current.status === 'rejected' ? { status: 'pending_review' as const } : {};
    await tx
      .update(items)
      .set({
        ...columns,
        ...resubmitted,
        initialQuantity: form.quantity,
        quantity: form.quantity - approved,
        updatedAt: new Date(),
      })
      .where(eq(items.id, itemId));
    await refreshItemStatus(tx, itemId);
    return (await loadListing(tx, itemId))!;
  });
}

/**
 * PUT /items/{id}/cost-basis: the donor's unit cost basis, at any status and also once the item is
 * given, so the tax report can compute the enhanced deduction later (docs/product.md, Tax report). It
 * changes nothing a nonprofit sees, so it never sends the listing back for review.
 */
export async function setCostBasis(
  db: Database,
  donorId: number,
  itemId: number,
  form: CostBasisForm,
): Promise<{ item_id: number; cost_basis: number | null }> {
  return db.transaction(async (tx) => {
    await lockOwnItem(tx, itemId, donorId);
    const costBasisCents = form.cost_basis === null ? null : dollarsToCents(form.cost_basis);
    await tx.update(items).set({ costBasisCents }).where(eq(items.id, itemId));
    return { item_id: itemId, cost_basis: form.cost_basis };
  });
}
