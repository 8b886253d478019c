import type { APIRequestContext } from '@playwright/test';
import { baseUrl, expect, expectAccessible, loginAs, test } from '../support/fixtures';

test('the Location tab draws the US map and the ranked states', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=location');

  const map = page.getByRole('img', { name: /^Map of the United States, each state shaded by its accounts/ });
  await expect(map).toBeVisible();
  // The 50 states and DC, each its own shape, plus the borders between them.
  await expect(map.locator('path')).toHaveCount(52);
  await expect(page.getByRole('list', { name: 'Map legend' })).toBeVisible();

  const ranking = page.getByRole('region', { name: 'Top states' });
  await expect(ranking.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await ranking.getByText('Top 10').click();
  await expect(page).toHaveURL(/top=10/);
  await page.getByText('Listed items', { exact: true }).first().click();
  await expect(page).toHaveURL(/metric=items/);
  await expect(page.getByRole('img', { name: /shaded by its listed items/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Listed items near an approved nonprofit' })).toContainText(
    'Within 25 miles',
  );
  await expectAccessible(page);
});

test('in Emails the admin edits a template subject, previews it and saves it', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=emails');

  const templates = page.getByRole('region', { name: 'Templates' });
  await templates.getByRole('button', { name: 'Edit Request expired (to nonprofit)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit template: Request expired (to nonprofit)' });
  const subject = dialog.getByRole('textbox', { name: 'Subject' });
  const original = await subject.inputValue();
  await subject.fill('Closed without an answer: {{item_title}}');

  // The server renders the draft with sample data; the HTML part sits in a sandboxed frame.
  await expect(dialog.getByTestId('preview-subject')).toHaveText('Closed without an answer: Box of 10 laptops');
  await expect(dialog.locator('iframe[title="Email preview"]')).toHaveAttribute('sandbox', '');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Email template saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(templates.getByText('Closed without an answer: {{item_title}}')).toBeVisible();

  // Put the demo's text back for the journeys that read this email.
  const restored = await page.request.put('/api/admin/email-templates/request_expired', {
    headers: { origin: baseUrl() },
    data: { subject: original, content: await templateContent(page.request) },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});

async function templateContent(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/admin/email-analytics?limit=1');
  const body = (await response.json()) as { templates: { key: string; content: string }[] };
  return body.templates.find((template) => template.key === 'request_expired')!.content;
}
