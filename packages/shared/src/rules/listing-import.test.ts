import { describe, expect, it } from 'vitest';
import { FALLBACK_CATEGORIES } from '../marketplace-constants';
import {
  importColumnOf,
  markDisallowedCharacters,
  parseDeliveryOptions,
  parseDollars,
  suggestCategory,
} from './listing-import-cells';
import {
  checkImportRows,
  emptyImportRow,
  listingKey,
  matchKeyOf,
  readImportRow,
  type ImportRowValues,
} from './listing-import-rows';

const categories = [...FALLBACK_CATEGORIES];
const row = (patch: Partial<ImportRowValues> = {}): ImportRowValues => ({
  ...emptyImportRow(),
  title: 'Folding chairs',
  category: 'Furniture',
  description: 'Forty grey folding chairs',
  fair_market_value: '12.50',
  quantity: '40',
  delivery_options: 'nonprofit_pickup',
  ...patch,
});
const noListings = { skus: new Set<string>(), titles: new Set<string>() };

describe('reading one row', () => {
  it('turns a valid row into the item form the listing service takes', () => {
    const { listing, errors } = readImportRow(
      row({ fair_market_value: '$1,250.00', delivery_options: 'Pickup; ships', cost_basis: '900', sku: ' CH-1 ' }),
      categories,
    );
    expect(errors).toEqual([]);
    expect(listing?.form).toMatchObject({
      fair_market_value: 1250,
      quantity: 40,
      shipping_options: ['donor_ships', 'nonprofit_pickup'],
      cost_basis: 900,
    });
    expect(listing?.sku).toBe('CH-1');
  });

  it('names a value that is not a number in its own column, with the listing form’s words', () => {
    const { listing, errors } = readImportRow(row({ fair_market_value: 'twelve' }), categories);
    expect(listing).toBeUndefined();
    expect(errors).toEqual([{ column: 'fair_market_value', message: 'Fair market value must be a number' }]);
  });

  it('refuses a row without a delivery option, and words that name none', () => {
    expect(readImportRow(row({ delivery_options: '' }), categories).errors).toEqual([
      { column: 'delivery_options', message: 'Please select at least one delivery option for nonprofits.' },
    ]);
    expect(readImportRow(row({ delivery_options: 'courier' }), categories).errors[0]).toMatchObject({
      column: 'delivery_options',
      message: expect.stringContaining('"courier"'),
    });
  });

  it('suggests the nearest valid category for an unknown one, and accepts any case', () => {
    expect(readImportRow(row({ category: 'Electonics' }), categories).errors).toEqual([
      {
        column: 'category',
        message: 'Unknown category "Electonics"; did you mean Electronics?',
        suggestion: 'Electronics',
      },
    ]);
    expect(readImportRow(row({ category: 'office supplies' }), categories).listing?.form.category).toBe(
      'Office Supplies',
    );
  });

  it('refuses image addresses that are not http(s), more than three, and an unknown condition', () => {
    expect(readImportRow(row({ image_urls: 'file:///etc/passwd' }), categories).errors[0]?.column).toBe('image_urls');
    expect(
      readImportRow(
        row({ image_urls: 'https://a.example/1 https://a.example/2 https://a.example/3 https://a.example/4' }),
        categories,
      ).errors[0]?.message,
    ).toBe('Maximum 3 images allowed');
    expect(readImportRow(row({ condition: 'broken' }), categories).errors[0]?.column).toBe('condition');
    expect(readImportRow(row({ condition: 'Like new' }), categories).listing?.condition).toBe('like_new');
  });

  it('refuses, in its own cell, a character no listing can hold, marked where it was', () => {
    const title = markDisallowedCharacters('Folding\u0000chairs');
    expect(title).toBe('Folding\u2400chairs');
    const { listing, errors } = readImportRow(row({ title, sku: markDisallowedCharacters('A\ud800') }), categories);
    expect(listing).toBeUndefined();
    expect(errors).toEqual([
      { column: 'title', message: 'Title contains characters that are not allowed (shown as \u2400): delete them' },
      { column: 'sku', message: 'SKU contains characters that are not allowed (shown as \u2400): delete them' },
    ]);
    // A whole surrogate pair (an emoji) is text like any other.
    expect(markDisallowedCharacters('Chairs \ud83e\ude91')).toBe('Chairs \ud83e\ude91');
  });
});

describe('category suggestion', () => {
  it('prefers a category containing the word, then the fewest edits', () => {
    expect(suggestCategory('Kitchen', categories)).toBe('Kitchen Appliances');
    expect(suggestCategory('Furnture', categories)).toBe('Furniture');
    expect(suggestCategory('toyz', categories)).toBe('Toys');
    expect(suggestCategory('', categories)).toBeUndefined();
  });
});

describe('cells', () => {
  it('reads headers in any case and spacing, and common aliases', () => {
    expect(importColumnOf('\uFEFFFair Market Value')).toBe('fair_market_value');
    expect(importColumnOf('SKU')).toBe('sku');
    expect(importColumnOf('Image URL')).toBe('image_urls');
    expect(importColumnOf('Colour')).toBeUndefined();
  });
  it('reads dollars as spreadsheets write them', () => {
    expect(parseDollars('$1,234.5')).toBe(1234.5);
    expect(parseDollars('')).toBeUndefined();
    expect(parseDollars('1.2.3')).toBeNaN();
    expect(parseDeliveryOptions('electronic|digital')).toEqual({ options: ['electronic'], unknown: [] });
  });
});

describe('matching rows with the donor’s listings', () => {
  it('matches on the SKU when the row has one, else on the title, ignoring case and spaces', () => {
    expect(matchKeyOf({ sku: ' ab-1 ', title: 'Chairs' })).toEqual({ by: 'sku', key: 'ab-1' });
    expect(matchKeyOf({ sku: '', title: '  Folding   Chairs ' })).toEqual({ by: 'title', key: 'folding chairs' });
  });

  it('marks a row already listed by SKU or title, and only by the key it has', () => {
    const existing = { skus: new Set(['ch-1']), titles: new Set([listingKey('Desk lamp')]) };
    const [bySku, byTitle, skuWins, fresh] = checkImportRows(
      [
        row({ sku: 'CH-1', title: 'Other' }),
        row({ title: 'desk LAMP' }),
        row({ title: 'Desk lamp', sku: 'NEW-9' }),
        row(),
      ],
      categories,
      existing,
    );
    expect(bySku?.action).toBe('already_listed');
    expect(byTitle?.action).toBe('already_listed');
    expect(skuWins?.action).toBe('create');
    expect(fresh?.action).toBe('create');
  });

  it('refuses a second row with the same title (no SKUs) or the same SKU, naming the first', () => {
    const checked = checkImportRows(
      [
        row(),
        row({ title: 'folding chairs' }),
        row({ title: 'A', sku: 'x' }),
        row({ title: 'B', sku: 'X' }),
        row({ title: 'Folding chairs', sku: 'y' }),
      ],
      categories,
      noListings,
    );
    expect(checked.map((entry) => entry.errors.map((error) => error.message))).toEqual([
      [],
      ['Duplicate Title: the same as row 2'],
      [],
      ['Duplicate SKU: the same as row 4'],
      [],
    ]);
    expect(checked[1]?.listing).toBeUndefined();
  });
});
