import { PROFILE_MESSAGES } from '@app/shared';
import { signUpVerified } from '../support/accounts';
import { baseUrl, expect, expectAccessible, loginAs, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** A fresh account of the role, signed in, with the first-visit tour behind it (tour.spec.ts takes it). */
async function freshAccount(page: Page, role: 'nonprofit' | 'donor', label: string) {
  const account = await signUpVerified(page.request, role, label);
  await loginAs(page, account);
  const tour = await page.request.put(`/api/users/${account.id}/tour`, {
    data: { completed: true },
    headers: { origin: baseUrl() },
  });
  expect(tour.status(), await tour.text()).toBe(200);
  return account;
}

test('a nonprofit edits its profile, choosing the shipping address from the suggestions with the keyboard', async ({
  page,
}) => {
  await freshAccount(page, 'nonprofit', 'profile-np');
  await page.goto('/nonprofit-dashboard?tab=profile');
  await expect(page.getByRole('heading', { level: 2, name: /profile-np Org/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // The website is shown as it will be saved.
  const website = dialog.getByRole('textbox', { name: 'Website' });
  await website.fill('harbor-literacy.org');
  await website.blur();
  await expect(website).toHaveValue('https://harbor-literacy.org');
  await dialog.getByRole('textbox', { name: 'Service areas' }).fill('Chicago, , Cook County ');
  await expect(dialog.getByRole('list', { name: 'Service areas as saved' }).getByRole('listitem')).toHaveText([
    'Chicago',
    'Cook County',
  ]);

  const street = dialog.getByRole('textbox', { name: 'Shipping street address' });
  await street.click();
  await street.pressSequentially('233 S Wacker Dr, 60606');
  const suggestion = page.getByRole('option', { name: '233 S Wacker Dr, Chicago, IL 60606' });
  await expect(suggestion).toBeVisible();
  await expectAccessible(page);
  await street.press('ArrowDown');
  await street.press('Enter');
  await expect(suggestion).toBeHidden();
  await expect(street).toHaveValue('233 S Wacker Dr');
  await expect(dialog.getByRole('textbox', { name: 'Shipping city' })).toHaveValue('Chicago');
  await expect(dialog.getByRole('textbox', { name: 'Shipping ZIP code' })).toHaveValue('60606');
  await expect(dialog.getByText('Placed at Chicago, IL 60606 (centre of the ZIP code)')).toBeVisible();

  // The State field takes a state's name; Enter chooses it there and does not submit the form.
  const state = dialog.getByRole('combobox', { name: 'State', exact: true });
  await state.click();
  await state.fill('Illinois');
  await expect(page.getByRole('option', { name: 'Illinois (IL)' })).toBeVisible();
  await state.press('Enter');
  await expect(state).toHaveValue('Illinois (IL)');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('233 S Wacker Dr, Chicago, IL 60606')).toBeVisible();
  // Where the account sits on the map, in words: the shipping address's city, state and ZIP.
  await expect(page.getByText('Chicago, IL 60606', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'harbor-literacy.org' })).toHaveAttribute(
    'href',
    'https://harbor-literacy.org',
  );
});

test('a donor edits its giving preferences and sees them after a reload', async ({ page }) => {
  await freshAccount(page, 'donor', 'profile-donor');
  await page.goto('/donor-dashboard?tab=profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByRole('textbox', { name: 'Giving preferences' }).fill('Education,  Food security, ,Youth sports');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Giving preferences' }).getByRole('listitem')).toHaveText([
    'Education',
    'Food security',
    'Youth sports',
  ]);
});

test('a bad ZIP is refused beside its field and nothing is sent', async ({ page }) => {
  await freshAccount(page, 'donor', 'profile-zip');
  await page.goto('/donor-dashboard?tab=profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/users\/\d+$/.test(request.url())) puts += 1;
  });
  await dialog.getByRole('textbox', { name: 'Pickup ZIP code' }).fill('6060');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog.getByText(/ZIP code must be 5 digits or ZIP\+4/)).toBeVisible();
  expect(puts).toBe(0);
});

test('when the profile cannot be loaded, the tab shows the signed-in user', async ({ page }) => {
  await freshAccount(page, 'donor', 'profile-fallback');
  await page.route('**/api/donor/*/profile', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }),
  );
  await page.goto('/donor-dashboard?tab=profile');
  await expect(page.getByText(/Your full profile could not be loaded/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /profile-fallback Supply/ })).toBeVisible();
});
