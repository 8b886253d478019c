import type { Invoice } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { canPayNow, visibleInvoices } from './visible-invoices';

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 1,
  invoice_number: 'INV-000001',
  description: 'Platform fee: STEM Robotics Kit',
  amount: 1100,
  platform_fee: 600,
  logistics_fee: 500,
  fee_percentage: 5,
  item_value: 12000,
  currency: 'usd',
  status: 'pending',
  due_date: '2026-03-10T12:00:00.000Z',
  due_on: '2026-03-10',
  paid_at: null,
  created_at: '2026-03-03T12:00:00.000Z',
  nonprofit_id: 7,
  request_id: 11,
  item_title: 'STEM Robotics Kit',
  item_image_url: null,
  quantity: 2,
  donor_company_name: 'Acme',
  event_name: null,
  event_date: null,
  delivery_method: null,
  delivery_options: ['donor_ships'],
  ...overrides,
});

describe('visibleInvoices', () => {
  it('keeps the signed-in nonprofit’s invoices', () => {
    expect(visibleInvoices([invoice()], 7)).toHaveLength(1);
  });

  it('drops other nonprofits’ invoices and processing-fee lines', () => {
    const list = [invoice({ nonprofit_id: 8 }), invoice({ id: 2, description: 'Card Processing Fee' })];
    expect(visibleInvoices(list, 7)).toEqual([]);
  });

  it('drops provider records whose id starts with pay_', () => {
    const stray = { ...invoice(), id: 'pay_123' } as unknown as Invoice;
    expect(visibleInvoices([stray, invoice({ id: 3 })], 7).map((entry) => entry.id)).toEqual([3]);
  });
});

describe('canPayNow', () => {
  it('offers Pay Now only for pending or overdue invoices', () => {
    expect(canPayNow({ status: 'pending' })).toBe(true);
    expect(canPayNow({ status: 'overdue' })).toBe(true);
    expect(canPayNow({ status: 'paid' })).toBe(false);
    expect(canPayNow({ status: 'processing' })).toBe(false);
  });
});
