// Listing limits, sentences and picture paths: plain values, so the browser can use them without loading the schemas.

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
  /**
   * Decoded size an upload may claim, read from its header before decoding: 24 megapixels and no
   * side over 10,000 px. Above any camera photo, and a tiny file cannot make the server unpack a
   * huge picture or a thin strip of millions of pixels.
   */
  maxImageInputPixels: 24_000_000,
  maxImageSidePx: 10_000,
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
  imageTooManyPixels:
    'This image is too large to process (more than 24 megapixels, or wider or taller than 10,000 pixels). Please resize it and try again.',
  imageNotFound: 'Image not found.',
  imageNotYours: 'You can only delete images you uploaded.',
  /** Server: DELETE of an upload an item still shows; the item form removes it from the item on save. */
  imageInUse: 'This image is still used by an item. Remove it from the item and save the item first.',
  quantityBelowApproved: (approved: number) =>
    `The quantity cannot be less than the ${approved} already approved for nonprofits. Enter ${approved} or more.`,
} as const;

/** A path on this site ("/x", never "//host", which browsers read as another site). */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/** Where an uploaded image is served: public, immutable (a new upload gets a new id). */
export const imagePath = (publicId: string) => `/api/images/${publicId}.webp`;
export const thumbnailPath = (publicId: string) => `/api/images/${publicId}-thumb.webp`;
