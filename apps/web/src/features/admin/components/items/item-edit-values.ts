import {
  ADMIN_ITEM_STATUS_LABELS,
  DELIVERY_OPTIONS,
  LISTED_ITEM_STATUSES,
  type AdminItemDetails,
  type AdminItemUpdateRequest,
  type DeliveryOption,
  type ItemStatus,
} from '@app/shared';

export interface ItemEditValues {
  title: string;
  description: string;
  category: string;
  /** NumberInput hands back '' while the field is empty. */
  fair_market_value: number | string;
  quantity: number | string;
  status: ItemStatus;
  shipping_options: DeliveryOption[];
}

export const initialEditValues = (item: AdminItemDetails): ItemEditValues => ({
  title: item.title,
  description: item.description,
  category: item.category,
  fair_market_value: item.fair_market_value,
  quantity: item.quantity,
  status: item.status,
  shipping_options: item.shipping_options,
});

const isListed = (status: ItemStatus) => (LISTED_ITEM_STATUSES as readonly ItemStatus[]).includes(status);

/**
 * The statuses an admin may choose: Available lists the item (its requests then set requested,
 * approved or completed), Disabled hides it, Waiting for review sends it back to the queue. Rejecting
 * is the review queue's, with its reason, so Rejected is offered only while the item is rejected.
 */
export function statusOptions(current: ItemStatus): { value: ItemStatus; label: string }[] {
  const choices: ItemStatus[] = [current, 'available', 'disabled', 'pending_review'];
  return [...new Set(choices)].map((status) => ({
    value: status,
    label:
      status === 'available' && current !== 'available' && isListed(current)
        ? 'Available (its requests set the status)'
        : ADMIN_ITEM_STATUS_LABELS[status],
  }));
}

const hasTwoDecimalsAtMost = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The same rules the server applies, so most mistakes are caught before sending. */
export function validateEditValues(values: ItemEditValues): Partial<Record<keyof ItemEditValues, string>> {
  const errors: Partial<Record<keyof ItemEditValues, string>> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.description.trim()) errors.description = 'Description is required';
  if (!values.category) errors.category = 'Category is required';
  const value = Number(values.fair_market_value);
  if (values.fair_market_value === '' || !Number.isFinite(value) || value < 0) {
    errors.fair_market_value = 'Fair market value must be 0 or more';
  } else if (!hasTwoDecimalsAtMost(value)) {
    errors.fair_market_value = 'Fair market value can have at most two decimals';
  }
  const quantity = Number(values.quantity);
  if (values.quantity === '' || !Number.isInteger(quantity) || quantity < 0) {
    errors.quantity = 'Quantity must be a whole number, 0 or more';
  }
  if (values.shipping_options.length === 0) errors.shipping_options = 'Please select at least one delivery option.';
  return errors;
}

/** Only what the admin changed, with the version loaded: the server then refuses a write over a newer change. */
export function changedFields(item: AdminItemDetails, values: ItemEditValues): AdminItemUpdateRequest | null {
  const changes: AdminItemUpdateRequest = {};
  if (values.title.trim() !== item.title) changes.title = values.title.trim();
  if (values.description.trim() !== item.description) changes.description = values.description.trim();
  if (values.category !== item.category) changes.category = values.category;
  if (Number(values.fair_market_value) !== item.fair_market_value) {
    changes.fair_market_value = Number(values.fair_market_value);
  }
  if (Number(values.quantity) !== item.quantity) changes.quantity = Number(values.quantity);
  if (values.status !== item.status) changes.status = values.status;
  const options = DELIVERY_OPTIONS.filter((option) => values.shipping_options.includes(option));
  if (options.join() !== item.shipping_options.join()) changes.shipping_options = options;
  return Object.keys(changes).length === 0 ? null : { ...changes, version: item.updated_at };
}
