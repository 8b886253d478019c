import type { Browser, Locator, Page } from '@playwright/test';
import { expect, loginAs, test } from '../support/fixtures';

// Spends the demo nonprofit's tokens, like the request journeys: one test after the other.
test.describe.configure({ mode: 'serial' });

const ITEM = 'Youth Soccer Balls, Set of 10';

async function pickNextMonthDay(page: Page, dialog: Locator, day: number) {
  await dialog.getByRole('button', { name: /Event date/ }).click();
  const picker = page.locator('[data-dates-dropdown]');
  await picker.getByRole('button', { name: 'Next month' }).click();
  await picker
    .getByRole('button', { name: new RegExp(String(day)) })
    .first()
    .click();
  await expect(picker).toBeHidden();
}

async function addEvent(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByRole('textbox', { name: 'Event name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Event type' }).selectOption('Fundraising Gala');
  await dialog.getByRole('textbox', { name: /Fundraising goal/ }).fill('1500.50');

  // Nothing is sent without a date: the shared rule's message shows.
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog.getByText('Event date is required')).toBeVisible();

  // The date picker: next month, the 15th; the time is typed.
  await pickNextMonthDay(page, dialog, 15);
  await dialog.getByRole('textbox', { name: 'Event time' }).fill('5:30 PM');
  await expect(dialog.getByText('Event date is required')).toBeHidden();

  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Event saved successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function requestFor(page: Page, eventName: string) {
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search' }).fill('soccer');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ITEM, exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Request Item: ${ITEM}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Event (optional)' }).click();
  // Past events come after the upcoming ones, marked with the post-event fee of the site settings.
  const options = page.getByRole('option');
  const past = options.filter({ hasText: 'Winter Coat Drive' });
  await expect(past).toHaveText(/· past, 8% fee$/);
  const names = await options.allTextContents();
  expect(names.findIndex((text) => text.includes('Winter Coat Drive'))).toBeGreaterThan(
    names.findIndex((text) => text.includes('Spring Fundraising Gala')),
  );
  expect(names.find((text) => text.includes('Spring Fundraising Gala'))).not.toMatch(/past/);
  await page.getByRole('option', { name: new RegExp(eventName) }).click();
  await dialog.getByRole('radio', { name: /In our organization's programs/ }).check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(/Request submitted successfully!/)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a nonprofit adds an event, requests an item for it and sees the request in its analytics', async ({ page }) => {
  // Three pages, three dialogs and a request: more than the default minute on a busy machine.
  test.slow();
  await page.goto('/');
  await loginAs(page, 'nonprofit');
  await page.goto('/nonprofit-dashboard?tab=events');
  // The demo nonprofit's events are listed, not an empty state.
  await expect(page.getByRole('heading', { name: 'Spring Fundraising Gala' })).toBeVisible();
  await expect(page.getByText('No events yet')).toHaveCount(0);

  const name = `Sports Day ${Date.now()}`;
  await addEvent(page, name);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Upcoming')).toBeVisible();
  // A goal of $1,500.50 reads in whole dollars, as all money in a nonprofit's views.
  await expect(card.getByText('$1,501')).toBeVisible();

  await requestFor(page, name);

  await page.goto('/nonprofit-dashboard?tab=events');
  await page.getByRole('button', { name: `Analytics for ${name}` }).click();
  const analytics = page.getByRole('dialog', { name: `Analytics: ${name}` });
  const byStatus = analytics.getByRole('region', { name: 'Requests by status' });
  await expect(byStatus.getByText('Total requests').locator('..')).toContainText('1');
  await expect(byStatus.getByText('Pending', { exact: true }).locator('..')).toContainText('1');
  // Nothing approved yet: the bar is there at 0% of the goal.
  await expect(analytics.getByRole('progressbar', { name: /Goal progress/ })).toHaveAttribute('aria-valuenow', '0');
  await expect(analytics.getByRole('cell', { name: ITEM })).toBeVisible();
  await analytics.getByRole('button', { name: 'Close' }).click();
  await expect(analytics).toBeHidden();

  // An event with a request stays: the server says why and nothing is removed.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete event' });
  await expect(
    confirm.getByText('Are you sure you want to delete this event? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete event' }).click();
  await expect(confirm.getByText(/This event has 1 request and cannot be deleted/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep event' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`an event typed as 5:30 PM reads 5:30 PM after saving, in Chicago, ${width} px wide`, async ({ browser }) => {
    test.slow();
    const page = await chicagoPage(browser, width);
    await page.goto('/nonprofit-dashboard?tab=events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    const name = `Evening Gala ${width} ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Event name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Event type' }).selectOption('Fundraising Gala');

    // Calendars start their weeks on Sunday.
    await dialog.getByRole('button', { name: /Event date/ }).click();
    const picker = page.locator('[data-dates-dropdown]');
    await expect(picker.locator('thead th').first()).toHaveText(/^Su/);
    await picker.getByRole('button', { name: 'Next month' }).click();
    await picker.getByRole('button', { name: /15/ }).first().click();

    // A partial time is refused with a message, never saved as something else.
    const time = dialog.getByRole('textbox', { name: 'Event time' });
    await time.fill('5:3');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog.getByText(/Enter the time as you would say it/)).toBeVisible();
    await expect(dialog).toBeVisible();

    await time.fill('5:30 PM');
    await expect(dialog.getByText(/Saved as 5:30 PM, your time zone \(America\/Chicago\)/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByText('Event saved successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name })).toContainText(/, 5:30\sPM/);

    // And the edit dialog shows back what was typed.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByRole('textbox', { name: 'Event time' })).toHaveValue('5:30 PM');
    await page.context().close();
  });
}

async function chicagoPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    timezoneId: 'America/Chicago',
    viewport: { width, height: width < 500 ? 844 : 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto('/');
  await loginAs(page, 'nonprofit');
  return page;
}
