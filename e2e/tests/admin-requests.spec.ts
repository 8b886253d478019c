import { baseUrl, expect, expectAccessible, test } from '../support/fixtures';
import { balanceOf, signedIn } from '../support/payments';

// Standing Desk Converter: $95.00, so one costs 19 tokens (docs/product.md, Tokens).
const TITLE = 'Standing Desk Converter';
const TOKENS = 19;

test('an admin declines a pending request in the Requests tab, and the nonprofit sees its tokens back', async ({
  browser,
}, testInfo) => {
  // Set-up over the API: the demo nonprofit asks for the desk (its own words pick the request out).
  const nonprofit = await signedIn(browser, 'nonprofit');
  const me = (await (await nonprofit.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const found = await nonprofit.request.get('/api/items', { params: { search: TITLE } });
  const { items } = (await found.json()) as { items: { id: number; title: string }[] };
  const item = items.find((entry) => entry.title === TITLE)!;
  const before = await balanceOf(nonprofit.request);
  const created = await nonprofit.request.post('/api/requests', {
    headers: { origin: baseUrl() },
    params: { nonprofit_id: me.user.id },
    data: { item_id: item.id, quantity_requested: 1, message: `Admin journey ${testInfo.testId}-${testInfo.retry}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { request } = (await created.json()) as { request: { id: number } };
  await nonprofit.goto('/nonprofit-dashboard');
  const bar = nonprofit.getByRole('region', { name: 'Token balance' });
  await expect(bar.getByText(`${before - TOKENS} tokens`)).toBeVisible();

  // The admin finds it by its number and opens it from the list.
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin-dashboard?tab=requests');
  const list = admin.getByRole('region', { name: 'All requests' });
  await list.getByRole('textbox', { name: 'Search' }).fill(`#${request.id}`);
  await expect(admin).toHaveURL(new RegExp(`search=%23${request.id}`));
  await list.getByRole('link', { name: `#${request.id} ${TITLE}` }).click();
  await expect(admin).toHaveURL(new RegExp(`request_id=${request.id}`));

  const dialog = admin.getByRole('dialog', { name: `Request #${request.id}` });
  await expect(dialog.getByText('Approve or decline')).toBeVisible();
  await expectAccessible(admin);
  // Only what the lifecycle allows now is offered: no "completed" for a pending request.
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await expect(admin.getByRole('option', { name: /Completed/ })).toHaveCount(0);
  await admin.getByRole('option', { name: 'Declined (tokens refunded)' }).click();
  await dialog.getByRole('textbox', { name: 'Admin note' }).fill('Duplicate of an earlier request');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Request updated successfully')).toBeVisible();
  await expect(dialog.getByText('Declined', { exact: true }).first()).toBeVisible();
  const history = dialog.getByRole('region', { name: 'History' });
  await expect(history.getByText(/declined the request/)).toBeVisible();
  await expect(history.getByText('Tokens refunded')).toBeVisible();

  // The nonprofit's dashboard shows the refund.
  expect(await balanceOf(nonprofit.request)).toBe(before);
  await nonprofit.reload();
  await expect(bar.getByText(`${before} tokens`)).toBeVisible();
});
