import { expect, type Page } from '@playwright/test';

/** YYYY-MM-DD, `days` from today in the browser's (and this machine's) time zone. */
export function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** On the donor's Impact tab: fills the tax report's dates and generates it; the button waits for both. */
export async function generateTaxReport(page: Page, start: string, end: string) {
  const button = page.getByRole('button', { name: 'Generate Tax Report' });
  await expect(button).toBeDisabled();
  await page.getByRole('textbox', { name: 'Start date' }).fill(start);
  await expect(button).toBeDisabled();
  await page.getByRole('textbox', { name: 'End date' }).fill(end);
  await page.getByRole('heading', { name: 'Tax Report', exact: true }).click();
  await expect(button).toBeEnabled();
  await button.click();
  return page.getByRole('region', { name: `Tax report ${start} to ${end}` });
}
