import {
  isHttpUrl,
  itemFormSchema,
  LISTING_MESSAGES,
  type DeliveryOption,
  type ItemFormInput,
  type Listing,
} from '@app/shared';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { ApiError } from '#src/lib/api-client';
import type { UploaderImage } from '#src/components/image-uploader/uploader-image';

/** Pictures come from the uploader (files or URLs, up to three) or from one image URL field. */
export type ImageSource = 'upload' | 'url';

export interface ItemFormValues {
  title: string;
  category: string;
  description: string;
  /** NumberInput gives '' while empty. */
  fair_market_value: number | string;
  /** Optional, per unit, private to the donor; '' for none. */
  cost_basis: number | string;
  quantity: number | string;
  shipping_options: DeliveryOption[];
  /** Resale, auction or raffle allowed (docs/product.md, Intended use and signed acknowledgements). */
  resale_permitted: boolean;
  image_source: ImageSource;
  images: UploaderImage[];
  image_url: string;
}

/** A new item's blank form, or an edit pre-filled from the listing. */
export function initialItemValues(listing?: Listing | null): ItemFormValues {
  if (!listing) {
    return {
      title: '',
      category: '',
      description: '',
      fair_market_value: '',
      cost_basis: '',
      quantity: 1,
      shipping_options: [],
      resale_permitted: false,
      image_source: 'upload',
      images: [],
      image_url: '',
    };
  }
  // No images but an http(s) picture: the item was saved with the single image URL field.
  const byUrl = listing.images.length === 0 && isHttpUrl(listing.image_url);
  return {
    title: listing.title,
    category: listing.category,
    description: listing.description,
    fair_market_value: listing.fair_market_value,
    cost_basis: listing.cost_basis ?? '',
    // The form edits the total listed: what is still available plus what is already approved.
    quantity: listing.quantity + listing.approved_quantity,
    shipping_options: [...listing.shipping_options],
    resale_permitted: listing.resale_permitted,
    image_source: byUrl ? 'url' : 'upload',
    images: listing.images.map((image) => ({
      key: image.public_id ?? image.id,
      url: image.url,
      thumbnail_url: image.thumbnail_url ?? null,
      public_id: image.public_id,
      original_filename: image.original_filename,
      saved: true,
    })),
    image_url: byUrl ? listing.image_url : '',
  };
}

/** '' stays NaN so the shared schema says "must be a number" instead of quietly sending 0. */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** The request body, numbers as numbers; only the chosen picture source is sent. */
export function toItemFormInput(values: ItemFormValues): ItemFormInput {
  const byUpload = values.image_source === 'upload';
  const imageUrl = values.image_url.trim();
  return {
    title: values.title,
    category: values.category,
    description: values.description,
    fair_market_value: toNumber(values.fair_market_value),
    // Empty clears the basis: it is optional (docs/product.md, Tax report).
    cost_basis:
      typeof values.cost_basis === 'string' && values.cost_basis.trim() === '' ? null : toNumber(values.cost_basis),
    quantity: toNumber(values.quantity),
    shipping_options: values.shipping_options,
    resale_permitted: values.resale_permitted,
    images: byUpload
      ? values.images.map((image) => ({
          public_id: image.public_id,
          url: image.url,
          original_filename: image.original_filename,
        }))
      : [],
    image_url: !byUpload && imageUrl ? imageUrl : null,
  };
}

/** A tighter limit on the units than a listing's own, with what to say past it (an offer: what a need still lacks). */
export interface QuantityCap {
  max: number;
  message: string;
}

const resolveSchema = schemaResolver(itemFormSchema, { sync: true });

/**
 * The shared item schema's errors under the form's field names (an image's own error shows under
 * the pictures). No delivery option reads "Please select at least one delivery option." beside the
 * checkboxes; the submit alert says the longer sentence (submitErrorFor). A cap, when given, limits
 * the quantity further.
 */
export function validateItemForm(values: ItemFormValues, cap?: QuantityCap): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(resolveSchema(toItemFormInput(values)))) {
    const field = path.split('.')[0] ?? path;
    errors[field] ??= message;
  }
  if (errors.shipping_options) errors.shipping_options = LISTING_MESSAGES.deliveryOptionInForm;
  if (cap && !errors.quantity && toNumber(values.quantity) > cap.max) errors.quantity = cap.message;
  return errors;
}

/** The sentence above the buttons when a submit was refused in the browser. */
export function submitErrorFor(errors: FormErrors): string | null {
  return errors.shipping_options ? LISTING_MESSAGES.deliveryOptionOnSubmit : null;
}

/**
 * Uploads the saved item no longer uses: the saved ones taken off it, and fresh ones left out (the
 * image URL field was chosen instead). They may only be deleted once the save has taken them off
 * the item; the server refuses to delete a picture an item still shows.
 */
export function droppedUploads(
  listing: Listing | null,
  values: Pick<ItemFormValues, 'images'>,
  sent: Pick<ItemFormInput, 'images'>,
): string[] {
  const kept = new Set((sent.images ?? []).map((image) => image.public_id).filter(Boolean));
  const known = [...(listing?.images ?? []), ...values.images].map((image) => image.public_id);
  return [...new Set(known)].filter((id): id is string => !!id && !kept.has(id));
}

/** A failed save: the fixed sentence, plus the server's own reason when it refused the input (4xx). */
export function saveErrorFor(error: unknown): { title: string; detail: string | null } {
  const detail = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
  return { title: LISTING_MESSAGES.saveFailed, detail: detail || null };
}
