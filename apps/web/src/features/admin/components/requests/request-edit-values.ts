import {
  adminRequestUpdateSchema,
  type AdminRequestDetails,
  type AdminRequestEditStatus,
  type AdminRequestUpdateRequest,
} from '@app/shared';

export interface RequestEditValues {
  /** '' keeps the status. */
  status: AdminRequestEditStatus | '';
  admin_note: string;
  /** NumberInput hands back '' while the field is empty. */
  fair_market_value: number | string;
  quantity_requested: number | string;
}

export const initialEditValues = (request: AdminRequestDetails): RequestEditValues => ({
  status: '',
  admin_note: request.admin_note ?? '',
  fair_market_value: request.fair_market_value,
  quantity_requested: request.quantity_requested,
});

type Field = 'fair_market_value' | 'quantity_requested';

/** The server's own schema checks value and quantity before sending, with the same sentences. */
export function validateEditValues(values: RequestEditValues): Partial<Record<keyof RequestEditValues, string>> {
  const errors: Partial<Record<keyof RequestEditValues, string>> = {};
  for (const field of ['fair_market_value', 'quantity_requested'] as Field[]) {
    const raw = values[field];
    if (raw === '') {
      errors[field] =
        field === 'quantity_requested' ? 'Quantity must be at least 1' : 'Fair market value must be 0 or more';
      continue;
    }
    const parsed = adminRequestUpdateSchema.shape[field].safeParse(Number(raw));
    if (!parsed.success) errors[field] = parsed.error.issues[0]?.message ?? 'Please check this value';
  }
  return errors;
}

/** Only what changed is sent; null when nothing did. */
export function changedFields(
  request: AdminRequestDetails,
  values: RequestEditValues,
): AdminRequestUpdateRequest | null {
  const changes: AdminRequestUpdateRequest = {};
  if (values.status) changes.status = values.status;
  const note = values.admin_note.trim();
  if (note !== (request.admin_note ?? '')) changes.admin_note = note || null;
  const value = Number(values.fair_market_value);
  if (Math.round(value * 100) !== Math.round(request.fair_market_value * 100)) changes.fair_market_value = value;
  const quantity = Number(values.quantity_requested);
  if (quantity !== request.quantity_requested) changes.quantity_requested = quantity;
  return Object.keys(changes).length > 0 ? changes : null;
}
