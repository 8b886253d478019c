import { LISTING_MESSAGES, type Listing } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client';
import {
  droppedUploads,
  initialItemValues,
  saveErrorFor,
  submitErrorFor,
  toItemFormInput,
  validateItemForm,
  type ItemFormValues,
} from './item-form-values';

const listing: Listing = {
  id: 4,
  title: 'Office chairs',
  description: 'Ergonomic chairs',
  category: 'Furniture',
  fair_market_value: 89.5,
  quantity: 6,
  approved_quantity: 4,
  pending_requests: 1,
  shipping_options: ['nonprofit_pickup'],
  image_url: '/api/images/aaaa.webp',
  thumbnail_url: '/api/images/aaaa-thumb.webp',
  images: [
    {
      id: 'img-1',
      url: '/api/images/aaaa.webp',
      public_id: 'aaaa',
      original_filename: 'chair.png',
      thumbnail_url: '/api/images/aaaa-thumb.webp',
    },
  ],
  status: 'available',
  resale_permitted: false,
  created_at: '2026-05-01T00:00:00Z',
  updated_at: '2026-05-01T00:00:00Z',
};

const filled = (patch: Partial<ItemFormValues> = {}): ItemFormValues => ({
  ...initialItemValues(),
  title: 'Laptops',
  category: 'Electronics',
  description: 'Five laptops',
  fair_market_value: 250,
  quantity: 5,
  shipping_options: ['donor_ships'],
  ...patch,
});

describe('initialItemValues', () => {
  it('starts a new item blank with a quantity of one and no delivery option', () => {
    const values = initialItemValues();
    expect(values.quantity).toBe(1);
    expect(values.shipping_options).toEqual([]);
    expect(values.images).toEqual([]);
  });

  it('pre-fills an edit with the total listed (available plus approved) and the saved images', () => {
    const values = initialItemValues(listing);
    expect(values.quantity).toBe(10);
    expect(values.fair_market_value).toBe(89.5);
    expect(values.images).toEqual([
      {
        key: 'aaaa',
        url: '/api/images/aaaa.webp',
        thumbnail_url: '/api/images/aaaa-thumb.webp',
        public_id: 'aaaa',
        original_filename: 'chair.png',
        saved: true,
      },
    ]);
  });
});

describe('toItemFormInput', () => {
  it('sends numbers as numbers and the uploaded images without form-only fields', () => {
    const body = toItemFormInput({ ...initialItemValues(listing), fair_market_value: '12.5', quantity: '3' });
    expect(body.fair_market_value).toBe(12.5);
    expect(body.quantity).toBe(3);
    expect(body.images).toEqual([{ public_id: 'aaaa', url: '/api/images/aaaa.webp', original_filename: 'chair.png' }]);
    expect(body.image_url).toBeNull();
  });

  it('sends a saved picture at a path of this site as that path, which the server keeps', () => {
    const values = initialItemValues({
      ...listing,
      images: [{ id: 'demo-4', url: '/demo-items/chair.svg', public_id: null, original_filename: null }],
    });
    expect(toItemFormInput(values).images).toEqual([
      { public_id: null, url: '/demo-items/chair.svg', original_filename: null },
    ]);
    expect(validateItemForm(filled({ images: values.images }))).toEqual({});
  });

  it('pre-fills the image URL field for an item saved with a single image URL', () => {
    const values = initialItemValues({ ...listing, images: [], image_url: 'https://example.org/chair.jpg' });
    expect(values).toMatchObject({ image_source: 'url', image_url: 'https://example.org/chair.jpg' });
    const placeholder = initialItemValues({ ...listing, images: [], image_url: '/placeholders/furniture.svg' });
    expect(placeholder).toMatchObject({ image_source: 'upload', image_url: '' });
  });

  it('sends only the single trimmed image URL when that source is chosen', () => {
    const body = toItemFormInput({
      ...initialItemValues(listing),
      image_source: 'url',
      image_url: '  https://example.org/chair.jpg ',
    });
    expect(body.images).toEqual([]);
    expect(body.image_url).toBe('https://example.org/chair.jpg');
  });
});

describe('validateItemForm', () => {
  it('accepts a complete item', () => {
    expect(validateItemForm(filled())).toEqual({});
  });

  it('asks for a delivery option in the form and says the longer sentence on submit', () => {
    const errors = validateItemForm(filled({ shipping_options: [] }));
    expect(errors.shipping_options).toBe(LISTING_MESSAGES.deliveryOptionInForm);
    expect(submitErrorFor(errors)).toBe(LISTING_MESSAGES.deliveryOptionOnSubmit);
    expect(submitErrorFor(validateItemForm(filled({ title: '' })))).toBeNull();
  });

  it('uses the shared rules for numbers, an empty value and too many images', () => {
    expect(validateItemForm(filled({ fair_market_value: '' })).fair_market_value).toBe(
      'Fair market value must be a number',
    );
    expect(validateItemForm(filled({ fair_market_value: 1.005 })).fair_market_value).toMatch(/two decimals/);
    expect(validateItemForm(filled({ quantity: 0 })).quantity).toBe('Quantity must be at least 1');
    expect(validateItemForm(filled({ quantity: 1.5 })).quantity).toBe('Quantity must be a whole number');
    const image = initialItemValues(listing).images[0]!;
    const four = [1, 2, 3, 4].map((n) => ({ ...image, key: `k${n}`, public_id: `p${n}` }));
    expect(validateItemForm(filled({ images: four })).images).toBe(LISTING_MESSAGES.tooManyImages(3));
  });

  it('sends an empty cost basis as none, keeps a saved one, and checks it with the shared rule', () => {
    expect(toItemFormInput(filled({ cost_basis: '' })).cost_basis).toBeNull();
    expect(toItemFormInput(filled({ cost_basis: 12.5 })).cost_basis).toBe(12.5);
    expect(initialItemValues({ ...listing, cost_basis: 40 }).cost_basis).toBe(40);
    expect(initialItemValues({ ...listing, cost_basis: null }).cost_basis).toBe('');
    expect(validateItemForm(filled({ cost_basis: 1.005 })).cost_basis).toMatch(/two decimals/);
    expect(validateItemForm(filled({ cost_basis: '' }))).toEqual({});
  });

  it('refuses an image URL that is not http or https', () => {
    const errors = validateItemForm(filled({ image_source: 'url', image_url: 'javascript:alert(1)' }));
    expect(errors.image_url).toMatch(/http/);
  });
});

describe('droppedUploads', () => {
  const fresh = { ...initialItemValues(listing).images[0]!, key: 'bbbb', public_id: 'bbbb', saved: false };

  it('names the saved uploads taken off the item and the fresh ones left out', () => {
    const kept = initialItemValues(listing);
    expect(droppedUploads(listing, kept, toItemFormInput(kept))).toEqual([]);
    const removed = { ...kept, images: [fresh] };
    expect(droppedUploads(listing, removed, toItemFormInput(removed))).toEqual(['aaaa']);
    const byUrl = { ...removed, image_source: 'url' as const, image_url: 'https://example.org/a.jpg' };
    expect(droppedUploads(listing, byUrl, toItemFormInput(byUrl))).toEqual(['aaaa', 'bbbb']);
  });

  it('never names an image URL', () => {
    const url = { ...initialItemValues(), images: [{ ...fresh, key: 'u', public_id: null }] };
    expect(droppedUploads(null, url, { images: [] })).toEqual([]);
  });
});

describe('saveErrorFor', () => {
  it("adds the server's reason to a refused save and keeps it out of other failures", () => {
    const refused = new ApiError(400, LISTING_MESSAGES.quantityBelowApproved(4));
    expect(saveErrorFor(refused)).toEqual({
      title: LISTING_MESSAGES.saveFailed,
      detail: LISTING_MESSAGES.quantityBelowApproved(4),
    });
    expect(saveErrorFor(new ApiError(500, 'Server error: 500'))).toEqual({
      title: LISTING_MESSAGES.saveFailed,
      detail: null,
    });
  });
});
