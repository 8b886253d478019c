import { z } from 'zod';
import { DELIVERY_OPTIONS, ITEM_STATUSES } from '../marketplace-constants';
import { rowIdSchema, safeString, requiredText } from './common';
import { HTTP_URL_MESSAGE, isHttpUrl } from '../rules/website';
import { httpUrlSchema } from './url';
import { itemImageSchema } from './items';

/** The donor's item form and the image uploader: limits and sentences, said the same by server and browser. */
export const LISTING_RULES = {
  /** Images one item may carry (the form's uploader). */
  maxItemImages: 3,
  /** The uploader's own default when a page does not say. */
  maxUploaderImages: 5,
  maxImageBytes: 10_485_760,
  /** Longest side kept for display, and the card thumbnail's width. */
  displayMaxPx: 1600,
  thumbnailPx: 480,
  maxQuantity: 100_000,
  /** $10,000,000.00: far above any in-kind gift, far below integer overflow. */
  maxValueCents: 1_000_000_000,
  /** Listings the dashboard returns in one call, newest first. */
  dashboardListingsMax: 5_000,
  /** An uploaded image that no item uses is removed after this long. */
  unusedImageGraceHours: 24,
  /** Image uploads one donor may make in an hour (429 past it). */
  imageUploadsPerHour: 60,
  /** Decoded size an upload may claim (40 megapixels): a tiny file cannot make the server unpack a huge picture. */
  maxImageInputPixels: 40_000_000,
} as const;

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const LISTING_MESSAGES = {
  deliveryOptionInForm: 'Please select at least one delivery option.',
  deliveryOptionOnSubmit: 'Please select at least one delivery option for nonprofits.',
  saveFailed: 'Error saving item. Please try again.',
  statusFailed: 'Error updating item status',
  waitingForReview: 'Waiting for review',
  tooManyImages: (max: number) => `Maximum ${max} images allowed`,
  invalidImageFiles: 'Please select valid image files',
  imageTooLarge: (name: string) => `File ${name} is too large. Maximum size is 10MB.`,
  uploadFailed: (file: string, detail: string) => `Failed to upload ${file}: ${detail}`,
  uploadFailedGeneric: 'Failed to upload images. Please try again.',
  removeFailed: 'Failed to remove image',
  uploaderHint: 'JPG, PNG, GIF up to 10MB each',
  /** Server: the content is not one of the four image types, whatever the file is called. */
  notAnImage: 'Invalid file type. Please upload a JPG, PNG, GIF or WebP image.',
  /** Server: the content says it is an image, but it cannot be decoded (damaged or cut short). */
  imageUnreadable: 'This image could not be read. It may be damaged; please try another file.',
  imageTooManyPixels: 'This image is too large to process (more than 40 megapixels). Please resize it and try again.',
  imageNotFound: 'Image not found.',
  imageNotYours: 'You can only delete images you uploaded.',
  /** Server: DELETE of an upload an item still shows; the item form removes it from the item on save. */
  imageInUse: 'This image is still used by an item. Remove it from the item and save the item first.',
  quantityBelowApproved: (approved: number) =>
    `The quantity cannot be less than the ${approved} already approved for nonprofits. Enter ${approved} or more.`,
} as const;

/** A path on this site ("/x", never "//host", which browsers read as another site). */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

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

/** Where an uploaded image is served: public, immutable (a new upload gets a new id). */
export const imagePath = (publicId: string) => `/api/images/${publicId}.webp`;
export const thumbnailPath = (publicId: string) => `/api/images/${publicId}-thumb.webp`;
