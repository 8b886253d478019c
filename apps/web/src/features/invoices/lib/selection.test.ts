import type { Invoice } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  chooseMethodFirstMessage,
  nextInvoiceToPay,
  payableInvoices,
  preselectedInvoiceIds,
  summarize,
  withoutDeliveryMethod,
} from './selection';

const invoice = (id: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id,
  invoice_number: `INV-${id}`,
  description: 'Platform fee',
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
  request_id: id * 10,
  item_title: 'Kit',
  item_image_url: null,
  quantity: 1,
  donor_company_name: 'Acme',
  event_name: null,
  event_date: null,
  delivery_method: 'shipping',
  delivery_options: ['donor_ships', 'nonprofit_pickup'],
  ...overrides,
});

describe('payableInvoices', () => {
  it('leaves out paid invoices', () => {
    const list = [invoice(1), invoice(2, { status: 'paid' }), invoice(3, { status: 'overdue' })];
    expect(payableInvoices(list).map((entry) => entry.id)).toEqual([1, 3]);
  });
});

describe('summarize', () => {
  it('adds fees, logistics and totals in integer cents and lists the request ids', () => {
    const summary = summarize([invoice(1), invoice(2, { platform_fee: 333, logistics_fee: 0, amount: 333 })]);
    expect(summary).toEqual({
      count: 2,
      platformFeeCents: 933,
      logisticsCents: 500,
      totalCents: 1433,
      currency: 'usd',
      requestIds: [10, 20],
    });
  });

  it('is empty with nothing selected', () => {
    expect(summarize([])).toMatchObject({ count: 0, totalCents: 0, requestIds: [] });
  });
});

describe('preselectedInvoiceIds', () => {
  const list = [invoice(1), invoice(2, { status: 'overdue' }), invoice(3)];
  const ids = (query: string) => [...preselectedInvoiceIds(list, new URLSearchParams(query))];

  it('ticks only the invoice named in the link, never the overdue ones besides it', () => {
    expect(ids('invoice=3')).toEqual([3]);
    expect(ids('request=20')).toEqual([2]);
  });

  it('ticks nothing without an id, or with one that is not on the list', () => {
    expect(ids('')).toEqual([]);
    expect(ids('invoice=99')).toEqual([]);
    expect(ids('invoice=abc&request=-1')).toEqual([]);
  });
});

describe('withoutDeliveryMethod', () => {
  it('names the selected invoices still waiting for a method', () => {
    const unchosen = withoutDeliveryMethod([invoice(1), invoice(2, { delivery_method: null, item_title: 'Chairs' })]);
    expect(unchosen.map((entry) => entry.id)).toEqual([2]);
    expect(chooseMethodFirstMessage(unchosen)).toMatch(/^Choose a delivery method for Chairs before paying/);
  });
});

describe('nextInvoiceToPay', () => {
  it('leads to an overdue invoice first, then to the one due soonest', () => {
    const later = invoice(1, { due_on: '2026-03-20' });
    const sooner = invoice(2, { due_on: '2026-03-12' });
    const overdue = invoice(3, { status: 'overdue', due_on: '2026-03-25' });
    const paid = invoice(4, { status: 'paid', due_on: '2026-03-01' });
    expect(nextInvoiceToPay([later, paid, sooner])?.id).toBe(2);
    expect(nextInvoiceToPay([later, sooner, overdue, paid])?.id).toBe(3);
  });

  it('is null when nothing can be paid now', () => {
    expect(nextInvoiceToPay([invoice(1, { status: 'paid' }), invoice(2, { status: 'processing' })])).toBeNull();
    expect(nextInvoiceToPay([])).toBeNull();
  });
});
