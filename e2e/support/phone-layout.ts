import { expect, type Page } from '@playwright/test';

/** The page fits the window's width: nothing to scroll sideways to. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate<{ content: number; viewport: number }>(
    '({ content: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth })',
  );
  expect(widths.content, `the page scrolls sideways at ${page.url()}`).toBeLessThanOrEqual(widths.viewport);
}
