import { z } from 'zod';
import { isSitePath, LISTING_MESSAGES, LISTING_RULES } from '../listing-constants';
import { DELIVERY_OPTIONS, ITEM_STATUSES } from '../marketplace-constants';
import { ITEM_CONDITIONS } from '../listing-import-constants';
import { rowIdSchema, safeString, requiredText } from './common';
import { HTTP_URL_MESSAGE, isHttpUrl } from '../rules/website';
import { httpUrlSchema } from './url';
import { itemImageSchema } from './items';
import { costBasisSchema } from './form-8283';

/** An image as the item form sends it: an upload of the donor's (public_id), or an image URL. */
export const itemImageInputSchema = z.object({
  public_id: safeString().max(64).nullable().optional(),
  // A picture this site serves (an upload, or one the item already has) is sent at its own path;
  // anything else must be an http(s) address.
  url: safeString()
    .trim()
    .max(2000)
    .refine((url) => isSitePath(url) || isHttpUrl(url), { error: HTTP_URL_MESSAGE }),
  original_filename: safeString().max(255).nullable().optional(),
});

/**
 * POST /api/items and PUT /api/items/{id}. The value is in dollars with at most two decimals (the
 * form's step 0.01) and is stored in cents. Images: at most three; the first becomes image_url.
 * `image_url` alone (no images) is the form's single image URL.
 */
export const itemFormSchema = z.object({
  title: requiredText('Title', 200),
  category: requiredText('Category', 100),
  description: requiredText('Description', 5000),
  fair_market_value: z
    .number({ error: 'Fair market value must be a number' })
    .min(0, { error: 'Fair market value must be 0 or more' })
    .max(LISTING_RULES.maxValueCents / 100, { error: 'Fair market value is too large' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: 'Fair market value can have at most two decimals',
    }),
  /** The total listed: what is still available plus what is already approved (never below the latter). */
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Quantity must be at least 1' })
    .max(LISTING_RULES.maxQuantity, { error: `Quantity must be at most ${LISTING_RULES.maxQuantity}` }),
  shipping_options: z
    .array(z.enum(DELIVERY_OPTIONS, { error: 'Unknown delivery option' }))
    .min(1, { error: LISTING_MESSAGES.deliveryOptionOnSubmit })
    .max(DELIVERY_OPTIONS.length),
  images: z
    .array(itemImageInputSchema)
    .max(LISTING_RULES.maxItemImages, { error: LISTING_MESSAGES.tooManyImages(LISTING_RULES.maxItemImages) })
    .default([]),
  image_url: safeString().trim().max(2000).pipe(httpUrlSchema).nullable().optional(),
  /** Optional, per unit, private to the donor and admins (docs/product.md, Tax report). Absent keeps it. */
  cost_basis: costBasisSchema.optional(),
  /** docs/product.md, Intended use and signed acknowledgements: off unless the donor allows it. */
  resale_permitted: z.boolean({ error: 'Resale permission must be true or false' }).default(false),
});
export type ItemFormInput = z.input<typeof itemFormSchema>;
export type ItemForm = z.output<typeof itemFormSchema>;

/** `donor_id` in the query is accepted and must name the signed-in donor. */
export const donorIdQuerySchema = z.object({ donor_id: rowIdSchema.optional() });
export const itemStatusQuerySchema = z.object({
  status: z.enum(['available', 'disabled'], { error: 'Status must be available or disabled' }),
  donor_id: rowIdSchema.optional(),
});

/** A listing as its donor sees it on the dashboard (any status, its own view). */
export const listingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  /** Unit value in dollars with two decimals. */
  fair_market_value: z.number(),
  /** Unit cost basis in dollars, private to the donor and admins; null when not entered. */
  cost_basis: z.number().nullable().optional(),
  /** Still available. */
  quantity: z.number().int(),
  /** Already approved for nonprofits: the quantity can never be edited below this. */
  approved_quantity: z.number().int(),
  pending_requests: z.number().int(),
  shipping_options: z.array(z.enum(DELIVERY_OPTIONS)),
  /** The first image, else the category placeholder. */
  image_url: z.string(),
  thumbnail_url: z.string(),
  images: z.array(itemImageSchema),
  status: z.enum(ITEM_STATUSES),
  resale_permitted: z.boolean(),
  /**
   * Why an admin rejected the item, while it is `rejected` (else null); editing the item sends it
   * back for review. Optional so a listing built by hand need not name it.
   */
  review_note: z.string().nullable().optional(),
  /** The donor's stock code, when it gave one (a spreadsheet import matches on it). */
  sku: z.string().nullable().optional(),
  condition: z.enum(ITEM_CONDITIONS).nullable().optional(),
  /** An image URL from a spreadsheet import that could not be added, in the donor's words. */
  import_note: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

/** POST /api/items/upload-image. `url` is site-relative; `secure_url` is absolute (PUBLIC_URL). */
export const uploadedImageSchema = z.object({
  id: z.string(),
  public_id: z.string(),
  url: z.string(),
  secure_url: z.string(),
  thumbnail_url: z.string(),
  original_filename: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const publicIdParamsSchema = z.object({
  public_id: safeString().regex(/^[a-f0-9]{32}$/, { error: 'Unknown image' }),
});
