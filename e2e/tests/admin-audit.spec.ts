import { baseUrl, expect, expectAccessible, loginAs, test } from '../support/fixtures';

test('an admin’s settings change appears in the Audit tab with the field changed from and to', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'admin');
  const settings = await page.request.get('/api/admin/settings');
  const { settings: current } = (await settings.json()) as { settings: { featured_items_limit: number } };
  const next = current.featured_items_limit === 11 ? 12 : 11;
  const saved = await page.request.put('/api/admin/settings/update', {
    headers: { origin: baseUrl() },
    data: { featured_items_limit: next },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/admin-dashboard?tab=audit');
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
  // The filters live in the URL.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Update settings' }).click();
  await expect(page).toHaveURL(/[?&]action=update_settings/);
  const log = page.getByRole('table', { name: 'Audit log' });
  const first = log.getByRole('row').nth(1);
  await expect(first).toContainText('Site settings');
  await expectAccessible(page);

  await first.getByRole('button', { name: /^View changes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes: Update settings' });
  const field = dialog.getByRole('row').filter({ hasText: 'Featured items limit' });
  await expect(field.getByRole('cell')).toHaveText([
    /Featured items limit/,
    String(current.featured_items_limit),
    String(next),
  ]);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Restore the limit for the other journeys.
  const restored = await page.request.put('/api/admin/settings/update', {
    headers: { origin: baseUrl() },
    data: { featured_items_limit: current.featured_items_limit },
  });
  expect(restored.status()).toBe(200);

  // The export is the same selection.
  const csv = await page.request.get('/api/admin/audit-log/export.csv?action=update_settings');
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n')[0]).toBe(
    'Time,Admin,Actor,Action,Target Type,Target ID,Target,Reason,Before,After',
  );
});
