import { SHIPPING_FEE_MAX_DOLLARS, type AdminSettingKey } from '@app/shared';

/** How one number setting is typed: its label, limits and step (docs/product.md, Site settings). */
export interface NumberSettingField {
  key: Exclude<AdminSettingKey, 'require_item_approval'>;
  label: string;
  description: string;
  min: number;
  max: number;
  step: number;
  /** Decimals allowed: 0 for whole numbers, 1 for fees, 2 for dollars. */
  decimals: number;
  prefix?: string;
  suffix?: string;
}

export const NUMBER_SETTINGS: readonly NumberSettingField[] = [
  {
    key: 'donor_response_deadline_days',
    label: 'Donor response deadline (days)',
    description: 'Days a donor has to answer a new request (at least 1).',
    min: 1,
    max: 365,
    step: 1,
    decimals: 0,
  },
  {
    key: 'upfront_fee_percentage',
    label: 'Upfront fee (%)',
    description: 'Fee on new invoices paid by the event date, or without an event (0 to 100, steps of 0.1).',
    min: 0,
    max: 100,
    step: 0.1,
    decimals: 1,
    suffix: '%',
  },
  {
    key: 'post_event_fee_percentage',
    label: 'Post-event fee (%)',
    description: 'Fee on new invoices paid after the event date (0 to 100, steps of 0.1).',
    min: 0,
    max: 100,
    step: 0.1,
    decimals: 1,
    suffix: '%',
  },
  {
    key: 'shipping_flat_fee',
    label: 'Flat shipping fee ($)',
    description: 'The logistics line of new invoices when the item ships, in dollars and cents.',
    min: 0,
    max: SHIPPING_FEE_MAX_DOLLARS,
    step: 0.01,
    decimals: 2,
    prefix: '$',
  },
  {
    key: 'featured_items_limit',
    label: 'Featured items limit',
    description: 'Items in the home page’s featured row (at least 1).',
    min: 1,
    max: 60,
    step: 1,
    decimals: 0,
  },
  {
    key: 'max_request_batch_size',
    label: 'Maximum request batch size',
    description: 'Items one batch request may hold (at least 1).',
    min: 1,
    max: 500,
    step: 1,
    decimals: 0,
  },
];

/** A setting's value as its line says it: "$25.00", "8%", "On", "7". */
export function settingValueText(key: AdminSettingKey, value: number | boolean | null): string {
  if (value === null) return 'unset';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (key === 'shipping_flat_fee') return `$${value.toFixed(2)}`;
  if (key === 'upfront_fee_percentage' || key === 'post_event_fee_percentage') return `${value}%`;
  return String(value);
}
