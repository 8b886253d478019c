import { describe, expect, it } from 'vitest';
import { packetWorksheetCsv, packetWorksheetRows, type WorksheetGift } from './packet-worksheet';

const gift = (overrides: Partial<WorksheetGift> & Pick<WorksheetGift, 'request_id'>): WorksheetGift => ({
  date_received: '2026-03-01',
  item_title: 'Item',
  category: 'Office Supplies',
  quantity: 1,
  value_cents: 10_000,
  nonprofit_name: 'Harbor Pantry',
  nonprofit_ein: '36-7654321',
  ...overrides,
});

describe('packetWorksheetRows', () => {
  it('groups gifts by category, categories alphabetical, each group oldest first, with totals in cents', () => {
    const worksheet = packetWorksheetRows([
      gift({ request_id: 4, category: 'Technology', date_received: '2026-06-02', quantity: 2, value_cents: 250_050 }),
      gift({ request_id: 1, category: 'Food', date_received: '2026-05-01', value_cents: 1 }),
      gift({ request_id: 3, category: 'Technology', date_received: '2026-01-15', value_cents: 99_999 }),
      gift({ request_id: 2, category: 'Technology', date_received: '2026-06-02', nonprofit_ein: '11-1111111' }),
    ]);
    expect(worksheet.groups.map((group) => group.category)).toEqual(['Food', 'Technology']);
    const tech = worksheet.groups[1]!;
    // Same day: the older request first.
    expect(tech.gifts.map((row) => row.request_id)).toEqual([3, 2, 4]);
    expect(tech).toMatchObject({
      quantity: 4,
      value_cents: 360_049,
      first_date: '2026-01-15',
      last_date: '2026-06-02',
      nonprofits: 2,
    });
    expect(worksheet).toMatchObject({ gift_count: 4, quantity: 5, value_cents: 360_050 });
  });

  it('counts donees without an EIN by name, and answers an empty worksheet for no gifts', () => {
    const worksheet = packetWorksheetRows([
      gift({ request_id: 1, nonprofit_ein: null, nonprofit_name: 'A' }),
      gift({ request_id: 2, nonprofit_ein: null, nonprofit_name: 'B' }),
      gift({ request_id: 3, nonprofit_ein: null, nonprofit_name: 'A' }),
    ]);
    expect(worksheet.groups[0]!.nonprofits).toBe(2);
    expect(packetWorksheetRows([])).toEqual({ groups: [], gift_count: 0, quantity: 0, value_cents: 0 });
  });

  it('writes the same rows as CSV in the same order, values summing to the total', () => {
    const worksheet = packetWorksheetRows([
      gift({ request_id: 2, category: 'Toys', item_title: '=HYPERLINK("x")', value_cents: 12_345 }),
      gift({ request_id: 1, category: 'Books, used', value_cents: 5 }),
    ]);
    const lines = packetWorksheetCsv(worksheet).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Category,Date Received,Item,Quantity,Fair Market Value,Nonprofit,Nonprofit EIN,Request');
    expect(lines[1]).toBe('"Books, used",2026-03-01,Item,1,0.05,Harbor Pantry,36-7654321,1');
    expect(lines[2]).toBe(`Toys,2026-03-01,"'=HYPERLINK(""x"")",1,123.45,Harbor Pantry,36-7654321,2`);
  });
});
