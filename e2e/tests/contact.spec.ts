import { expect, expectAccessible, latestEmail, test, uniqueEmail } from '../support/fixtures';

test('a visitor sends the contact form, sees the thank-you banner and gets an acknowledgement email', async ({
  page,
}) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectAccessible(page);

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name').fill('Jordan Rivers');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Organization (optional)').fill('Rivers Food Bank');
  await page.getByRole('combobox', { name: 'Inquiry type' }).click();
  await page.getByRole('option', { name: 'Partnership' }).click();
  await page.getByLabel('Subject').fill('Warehouse shelving');
  await page.getByLabel('Message').fill('Do donors list industrial shelving? We could use some.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText("Thank you for your message! We'll get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  const acknowledgement = await latestEmail(email, 'contact_acknowledgement');
  expect(acknowledgement.subject).toContain('Warehouse shelving');
  // The banner goes away after 5 seconds.
  await expect(page.getByText("Thank you for your message! We'll get back to you within 24 hours.")).toBeHidden({
    timeout: 8_000,
  });
});
