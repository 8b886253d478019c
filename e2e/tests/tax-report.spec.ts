import { expect, expectAccessible, loginAs, test } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';
import { day, generateTaxReport as generate } from '../support/tax-report';

const NONPROFIT = 'Lakeside Youth Alliance';
const EIN = '36-1234567';

test('a donor generates a tax report, downloads it as PDF and CSV, and downloads an acknowledgement', async ({
  page,
}) => {
  // A report, two downloads and a letter: more than the default minute on a busy machine.
  test.slow();
  await page.goto('/');
  await loginAs(page, 'donor');
  await page.goto('/donor-dashboard?tab=impact');
  await expect(page.getByText('Items donated', { exact: true })).toBeVisible();
  await expect(page.getByText('Value donated', { exact: true })).toBeVisible();
  // The monthly chart draws once its place is scrolled to (its code loads then).
  const chart = page.getByRole('img', { name: /: bar chart;/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('path.recharts-rectangle').first()).toBeVisible();

  // The demo's completed donation was confirmed received 41 days ago.
  const start = day(-60);
  const end = day(0);
  await generate(page, start, end);
  const report = page.getByRole('region', { name: `Tax report ${start} to ${end}` });
  await expect(report.getByRole('cell', { name: new RegExp(NONPROFIT) }).first()).toBeVisible();
  await expect(report.getByRole('cell', { name: EIN }).first()).toBeVisible();
  await expect(report.getByText('Legal notice')).toBeVisible();
  await expect(report.getByText(/not tax, legal or accounting advice/)).toBeVisible();

  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const json = (await (
    await page.request.get(`/api/donors/${me.user.id}/tax-report?start_date=${start}&end_date=${end}`)
  ).json()) as { summary: { total_tax_deductible_value: number }; donations: { request_id: number }[] };
  const total = json.summary.total_tax_deductible_value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  expect(json.donations.length).toBeGreaterThan(0);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF', exact: true }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`Tax-Report-${start}-to-${end}.pdf`);
  const text = await pdfText(pdf);
  expect(text).toContain('In-Kind Donation Tax Report');
  expect(text).toContain(NONPROFIT);
  expect(text).toContain(EIN);
  expect(text).toContain(`Total fair market value: ${total}`);
  expect(text).toContain('not tax, legal or accounting advice');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV', exact: true }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`Tax-Report-${start}-to-${end}.csv`);

  // The donor enters a cost basis on the given item's listing (private to it and admins); the
  // report then shows it, and the enhanced deduction it makes possible.
  const given = (
    json as unknown as { donations: { item_title: string; quantity: number; total_fair_market_value: number }[] }
  ).donations[0]!;
  await page.goto('/donor-dashboard?tab=listings');
  // Other journeys list items for the demo donor too, so the given one may be on a later page: search for it.
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(given.item_title);
  await page
    .getByRole('button', { name: `Edit ${given.item_title}` })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: `Edit ${given.item_title}` });
  await edit.getByRole('textbox', { name: 'Cost basis (optional)' }).fill('12.34');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await page.goto('/donor-dashboard?tab=impact');
  await generate(page, start, end);
  const basis = (12.34 * given.quantity).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(report.getByRole('cell', { name: basis }).first()).toBeVisible();
  // The demo gift was for the care of the needy and its letter is signed (the 170(e)(3) statement), and
  // Acme is a C corporation: the enhanced deduction is basis plus half the appreciation, at most twice
  // the basis and never more than the value (docs/product.md, Tax report).
  const basisCents = 1234 * given.quantity;
  const valueCents = Math.round(given.total_fair_market_value * 100);
  const deductionCents = Math.min(
    basisCents + Math.floor(Math.max(0, valueCents - basisCents) / 2),
    2 * basisCents,
    valueCents,
  );
  const deduction = (deductionCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  // (Other journeys add gifts of their own to Acme's report, some without a signed statement.)
  await expect(report.getByText(deduction).first()).toBeVisible();

  // The acknowledgement letter, from the completed request's details.
  const requestId = json.donations[0]!.request_id;
  await page.goto(`/donor-dashboard?tab=requests&request=${requestId}`);
  const details = page.getByRole('dialog', { name: 'Request details' });
  const [letter] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('button', { name: /Download acknowledgement/ }).click(),
  ]);
  expect(letter.suggestedFilename()).toBe(`Acknowledgement-request-${requestId}.pdf`);
  const letterText = await pdfText(letter);
  expect(letterText).toContain('Acknowledgement of In-Kind Donation');
  expect(letterText).toContain(NONPROFIT);
  expect(letterText).toContain(EIN);
  expect(letterText).toContain('No goods or services were provided in return for this contribution.');
  // A donee never states the value of what it received.
  expect(letterText).not.toMatch(/\$\d/);
});

test("a donor builds this year's packet, watches it build and downloads its PDF and CSV", async ({ page }) => {
  test.slow();
  await page.goto('/');
  await loginAs(page, 'donor');
  await page.goto('/donor-dashboard?tab=impact');
  const panel = page.getByRole('region', { name: 'Year-end tax packet' });
  await expect(panel.getByText(/No packets yet|Packet \d{4}/).first()).toBeVisible();

  // The demo's completed donation was confirmed received 41 days ago: its year's packet holds it.
  const year = day(-41).slice(0, 4);
  const thisYear = day(0).slice(0, 4);
  await panel.getByRole('combobox', { name: 'Packet period' }).click();
  await page.getByRole('option', { name: year === thisYear ? `${year} (to date)` : year, exact: true }).click();
  await panel.getByRole('button', { name: 'Build packet' }).click();
  const end = year === thisYear ? day(0) : `${year}-12-31`;
  const packet = panel.getByRole('listitem', { name: `Tax packet ${year}-01-01 to ${end}` });
  // Waiting or building first (a progress bar), then ready.
  await expect(packet.getByRole('progressbar').or(packet.getByText('Ready'))).toBeVisible();
  await expect(packet.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    packet.getByRole('link', { name: /^Download PDF/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`Tax-Packet-${year}-01-01-to-${end}.pdf`);
  const text = await pdfText(pdf);
  expect(text).toContain('Year-End Tax Packet');
  expect(text).toContain('Not tax advice');
  expect(text).toContain('Acknowledgement of In-Kind Donation');
  expect(text).toContain(`EIN: ${EIN}`);
  expect(text).toContain('No goods or services were provided in return for this contribution.');
  // The demo gift was requested for the care of the needy and its letter signed on receipt: the
  // packet carries the signature and the 170(e)(3) statement it gives.
  expect(text).toMatch(/Signed by: .+, Executive Director/);
  expect(text).toContain('Written Statement for Donated Inventory (IRC section 170(e)(3))');
  expect(text).toContain('Form 8283 worksheet');
  expect(text).toMatch(new RegExp(`\\d{4}-\\d{2}-\\d{2} .*${EIN}`));

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    packet.getByRole('link', { name: /^Download CSV/ }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`Tax-Packet-${year}-01-01-to-${end}.csv`);
});

test('the nonprofit downloads the acknowledgement of a donation it received', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'nonprofit');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const dashboard = (await (await page.request.get(`/api/dashboard/nonprofit/${me.user.id}/detailed`)).json()) as {
    requests: { id: number; status: string }[];
  };
  const completed = dashboard.requests.find((request) => request.status === 'completed');
  expect(completed).toBeDefined();
  await page.goto(`/nonprofit-dashboard?tab=requests&request=${completed!.id}`);
  const details = page.getByRole('dialog', { name: 'Request details' });
  const [letter] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('button', { name: /Download acknowledgement/ }).click(),
  ]);
  const text = await pdfText(letter);
  expect(text).toContain('Acknowledgement of In-Kind Donation');
  expect(text).toContain(EIN);
});
