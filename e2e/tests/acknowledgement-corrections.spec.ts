import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { GIFT_SIGNER, receivedGift } from '../support/gifts';
import { pdfText } from '../support/pdf-text';

/** The live stream brings the change; should it not, the failure is recorded (soft) and the page opened again. */
async function seesLive(page: Page, target: Locator, path: string) {
  await expect.soft(target, 'shown within 5 s, without a reload').toBeVisible({ timeout: 5_000 });
  if (!(await target.isVisible())) {
    await page.goto(path);
    await expect(target).toBeVisible();
  }
}

test('the nonprofit corrects a signed acknowledgement; both parties see its versions and download each', async ({
  browser,
}) => {
  test.slow();
  const { nonprofit, donor, requestId, title } = await receivedGift(browser, 'correction', {
    value: 300,
    category: 'Furniture',
  });
  const np = nonprofit.page;

  // The donor reads its letter but may not correct it: the server says so, and no button is offered.
  const donorPath = `/donor-dashboard?tab=requests&request=${requestId}`;
  await donor.goto(donorPath);
  const donorDetails = donor.getByRole('dialog', { name: 'Request details' });
  await expect(donorDetails.getByRole('button', { name: `Download acknowledgement for ${title}` })).toBeVisible();
  await expect(donorDetails.getByRole('button', { name: /^Correct acknowledgement/ })).toHaveCount(0);

  await np.goto(`/nonprofit-dashboard?tab=requests&request=${requestId}`);
  const details = np.getByRole('dialog', { name: 'Request details' });
  await details.getByRole('button', { name: `Correct acknowledgement for ${title}` }).click();
  const dialog = np.getByRole('dialog', { name: 'Correct the acknowledgement' });
  // What the letter says now, ready to be put right; the signature is typed afresh.
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Sign correction' }).click();
  await expect(dialog.getByText('Reason for the correction is required')).toBeVisible();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('One oak conference table with six chairs');
  await dialog.getByRole('textbox', { name: 'Reason for the correction' }).fill('The chairs were left out.');
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Dana Fixer');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Board Treasurer');
  await dialog.getByRole('checkbox', { name: `I am authorised to sign for ${nonprofit.organization}` }).check();
  await expectAccessible(np);
  await dialog.getByRole('button', { name: 'Sign correction' }).click();
  await expect(
    np.getByText(`Version 2 is now the current acknowledgement for ${title}. The donor has been told.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const versionsOf = (where: Locator) =>
    where.getByRole('region', { name: 'Acknowledgement versions' }).getByRole('listitem');
  const versions = versionsOf(details);
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(/Version 2, signed by Dana Fixer, Board Treasurer, on .+ — current/);
  await expect(versions.first()).toContainText('Corrects version 1: The chairs were left out.');
  await expect(versions.nth(1)).toContainText(
    new RegExp(`Version 1, signed by ${GIFT_SIGNER.name}, ${GIFT_SIGNER.title}, on .+ — superseded`),
  );
  await expectAccessible(np);

  // The donor's open details show the versions without a reload (its bell was told).
  const donorVersions = versionsOf(donorDetails);
  await seesLive(donor, donorVersions.first(), donorPath);
  await expect(donorVersions.first()).toContainText('— current');
  const [old] = await Promise.all([
    donor.waitForEvent('download'),
    donorDetails.getByRole('button', { name: `Download version 1 of the acknowledgement for ${title}` }).click(),
  ]);
  expect(old.suggestedFilename()).toBe(`Acknowledgement-request-${requestId}-version-1.pdf`);
  const oldText = (await pdfText(old)).replace(/\s+/g, ' ');
  expect(oldText).toContain(`Signed by: ${GIFT_SIGNER.name}, ${GIFT_SIGNER.title}`);
  expect(oldText).toContain('This version was superseded by version 2.');
  const [current] = await Promise.all([
    donor.waitForEvent('download'),
    donorDetails.getByRole('button', { name: `Download acknowledgement for ${title}` }).click(),
  ]);
  expect(current.suggestedFilename()).toBe(`Acknowledgement-request-${requestId}.pdf`);
  const currentText = (await pdfText(current)).replace(/\s+/g, ' ');
  expect(currentText).toContain('Signed by: Dana Fixer, Board Treasurer');
  expect(currentText).toContain('One oak conference table with six chairs');

  // The bell's entry leads back to the request, where the current letter downloads.
  await donor.goto('/donor-dashboard');
  await donor
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click();
  const panel = donor.getByRole('dialog').filter({ has: donor.getByRole('heading', { name: 'Notifications' }) });
  await panel.getByRole('button').filter({ hasText: 'Acknowledgement corrected' }).click();
  await expect(donor).toHaveURL(new RegExp(`request=${requestId}`));
  await expect(donorDetails.getByRole('button', { name: `Download acknowledgement for ${title}` })).toBeVisible();
});
