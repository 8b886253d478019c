import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { receivedGift } from '../support/gifts';
import { day, generateTaxReport } from '../support/tax-report';

/** The donor opens the bell entry titled `title`: it leads to the tax report on the Impact tab. */
async function followBell(donor: Page, title: string) {
  await donor.goto('/donor-dashboard');
  await donor
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click();
  const panel = donor.getByRole('dialog').filter({ has: donor.getByRole('heading', { name: 'Notifications' }) });
  await panel.getByRole('button').filter({ hasText: title }).click();
  await expect(donor).toHaveURL(/\/donor-dashboard\?tab=impact$/);
  return generateTaxReport(donor, day(0), day(0));
}

test('the nonprofit signs Form 8283 Part V and records a disposal; the donor is told and its report shows both', async ({
  browser,
}) => {
  test.slow();
  // $6,000 of Electronics from one donor in a year: over $5,000, Form 8283 Section B.
  const { nonprofit, donor, title } = await receivedGift(browser, 'partv', { value: 6000, category: 'Electronics' });
  const np = nonprofit.page;

  await np.goto('/nonprofit-dashboard');
  const card = np.getByRole('region', { name: 'Form 8283 signatures' });
  const gift = card.getByRole('listitem', { name: title });
  await expect(gift.getByText('Signature needed')).toBeVisible();
  await gift.getByRole('button', { name: `Sign Part V for ${title}` }).click();
  const signing = np.getByRole('dialog', { name: 'Sign Form 8283 Part V' });
  await expect(signing.getByText(`${nonprofit.organization}, EIN`)).toBeVisible();
  await signing.getByRole('button', { name: 'Sign Part V' }).click();
  await expect(signing.getByText('Full name is required')).toBeVisible();
  await expect(signing.getByText('Confirm that you are authorised to sign for the organisation')).toBeVisible();
  await signing.getByRole('textbox', { name: 'Full name' }).fill('Nora Lee');
  await signing.getByRole('textbox', { name: 'Title' }).fill('Executive Director');
  await signing.getByRole('checkbox', { name: 'I am authorised to sign for this organisation' }).check();
  await expectAccessible(np);
  await signing.getByRole('button', { name: 'Sign Part V' }).click();
  await expect(np.getByText('Form 8283 Part V signed. The donor now sees your signature.')).toBeVisible();
  await expect(signing).toBeHidden();
  await expect(gift.getByText('Part V signed')).toBeVisible();
  await expect(gift.getByText(/^Signed by Nora Lee, Executive Director, on /)).toBeVisible();
  // The row's badges, signed and not, are read by axe here and above.
  await expectAccessible(np);

  // The donor's bell says so and leads to the tax report, whose row shows the signature.
  let report = await followBell(donor, 'Form 8283: Part V signed');
  await expect(report.getByText(/Signed by Nora Lee, Executive Director, on /)).toBeVisible();
  await expect(report.getByText('Donee signature needed')).toHaveCount(0);

  // The nonprofit records that it sold the item (Form 8282).
  await gift.getByRole('button', { name: `Record disposal of ${title}` }).click();
  const disposal = np.getByRole('dialog', { name: 'Record a disposal (Form 8282)' });
  await disposal.getByRole('button', { name: 'Record disposal' }).click();
  await expect(disposal.getByText('Choose how the item was disposed of')).toBeVisible();
  await disposal.getByLabel('Date disposed of').fill(day(0));
  await disposal.getByRole('combobox', { name: 'How' }).selectOption({ label: 'Sold' });
  await disposal.getByRole('textbox', { name: 'Amount received (if any)' }).fill('1500');
  await expectAccessible(np);
  await disposal.getByRole('button', { name: 'Record disposal' }).click();
  await expect(np.getByText('Disposal recorded. The donor has been told.')).toBeVisible();
  await expect(gift.getByText(/^Disposal recorded on .+: the donor has been told\.$/)).toBeVisible();
  await expect(gift.getByRole('button', { name: `Record disposal of ${title}` })).toHaveCount(0);

  report = await followBell(donor, 'Form 8282: a gift was disposed of');
  await expect(
    report.getByText(/Sold on .+ for \$1,500\.00\. The nonprofit files Form 8282 and sends you a copy\./),
  ).toBeVisible();
  await expectAccessible(donor);
});
