import { GIFT_USE_MESSAGES, NEED_MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { need } from '#src/components/needs/test/need-fixtures';
import {
  initialNeedValues,
  firstNeededByDay,
  toNeedInput,
  validateNeedValues,
  type NeedFormValues,
} from './need-form-values';

const TODAY = '2026-11-29';
const filled: NeedFormValues = {
  title: 'Winter coats',
  category: 'Clothing',
  description: 'Adult sizes, for our shelter.',
  quantity: 40,
  needed_by: '2026-12-10',
  event_id: '4',
  intended_use: 'care_of_needy',
};

describe('the need form', () => {
  it('sends numbers as numbers and no event as null', () => {
    expect(toNeedInput(filled)).toEqual({ ...filled, event_id: 4 });
    expect(toNeedInput({ ...filled, event_id: null }).event_id).toBeNull();
  });

  it('accepts a filled form, today included', () => {
    expect(validateNeedValues(filled, TODAY)).toEqual({});
    expect(validateNeedValues({ ...filled, needed_by: TODAY }, TODAY)).toEqual({});
  });

  it('refuses a past day in the server’s words', () => {
    expect(validateNeedValues({ ...filled, needed_by: '2026-11-28' }, TODAY)).toEqual({
      needed_by: NEED_MESSAGES.neededByPast,
    });
  });

  it('says what is missing, field by field, in the shared schema’s words', () => {
    const errors = validateNeedValues(initialNeedValues(null), TODAY);
    expect(errors).toMatchObject({
      title: 'Title is required',
      category: 'Category is required',
      description: 'Description is required',
      needed_by: 'Needed-by date is required',
      intended_use: GIFT_USE_MESSAGES.required,
    });
    expect(validateNeedValues({ ...filled, quantity: '' }, TODAY).quantity).toBe('Quantity must be a whole number');
  });

  it('fills an edit from the need', () => {
    expect(initialNeedValues(need({ event_id: 4 }))).toMatchObject({
      title: 'Laptops for our coding class',
      quantity: 10,
      needed_by: '2026-12-15',
      event_id: '4',
      intended_use: 'programs',
    });
  });

  it('offers days from today in UTC, the calendar the server reads a need’s day in', () => {
    expect(firstNeededByDay(new Date('2026-01-05T23:30:00-08:00'))).toBe('2026-01-06');
    expect(firstNeededByDay(new Date('2026-01-05T08:00:00Z'))).toBe('2026-01-05');
  });
});
