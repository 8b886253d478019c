import { calendarDateOf, NEED_MESSAGES, needFormSchema, type GiftUse, type Need, type NeedForm } from '@app/shared';
import type { FormErrors } from '@mantine/form';

/** What the Post a need and Edit dialogs hold while the nonprofit types. */
export interface NeedFormValues {
  title: string;
  category: string;
  description: string;
  /** NumberInput gives '' while empty. */
  quantity: number | string;
  /** YYYY-MM-DD, as the date picker gives it; null until picked. */
  needed_by: string | null;
  /** The event's id as the select holds it; null for none. */
  event_id: string | null;
  intended_use: GiftUse | null;
}

/**
 * The first day the picker offers, YYYY-MM-DD: today in UTC, the calendar a need's day is read in
 * (docs/product.md, Needs board: a need is past its date once its day has ended in UTC).
 */
export function firstNeededByDay(now = new Date()): string {
  return calendarDateOf(now);
}

/** A new need's blank form, or an edit filled from the need. */
export function initialNeedValues(need: Need | null): NeedFormValues {
  if (!need) {
    return {
      title: '',
      category: '',
      description: '',
      quantity: 1,
      needed_by: null,
      event_id: null,
      intended_use: null,
    };
  }
  return {
    title: need.title,
    category: need.category,
    description: need.description,
    quantity: need.quantity,
    needed_by: need.needed_by,
    event_id: need.event_id === null ? null : String(need.event_id),
    intended_use: need.intended_use,
  };
}

/** '' stays NaN so the shared schema says "must be a whole number" instead of quietly sending 0. */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** The request body; a missing day or use is left for the shared schema to refuse in its own words. */
export function toNeedInput(values: NeedFormValues): NeedForm {
  return {
    title: values.title,
    category: values.category,
    description: values.description,
    quantity: toNumber(values.quantity),
    needed_by: values.needed_by ?? '',
    event_id: values.event_id === null ? null : Number(values.event_id),
    intended_use: values.intended_use as GiftUse,
  };
}

/**
 * The shared schema's first message per field, and the server's own rule that the day is today or
 * later (docs/product.md, Needs board), checked here too so the picker's typed day gets it at once.
 */
export function validateNeedValues(values: NeedFormValues, today = firstNeededByDay()): FormErrors {
  const errors: FormErrors = {};
  // No day yet is sent as missing, so the schema says it is required rather than badly written.
  const result = needFormSchema.safeParse({ ...toNeedInput(values), needed_by: values.needed_by ?? undefined });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // YYYY-MM-DD strings order as the days they name.
  if (!errors.needed_by && values.needed_by && values.needed_by < today) errors.needed_by = NEED_MESSAGES.neededByPast;
  return errors;
}
