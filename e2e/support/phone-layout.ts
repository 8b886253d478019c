import { expect, type Locator, type Page } from '@playwright/test';

/** The page fits the window's width: nothing to scroll sideways to. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate<{ content: number; viewport: number }>(
    '({ content: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth })',
  );
  expect(widths.content, `the page scrolls sideways at ${page.url()}`).toBeLessThanOrEqual(widths.viewport);
}

/** What the check reads of an element; this package's TypeScript has no DOM types. */
interface Box {
  tagName: string;
  className: unknown;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): { right: number };
  querySelectorAll(selector: string): ArrayLike<Box>;
  ownerDocument: {
    documentElement: { clientWidth: number };
    defaultView: { getComputedStyle(element: Box): { display: string; visibility: string; overflowX: string } };
  };
}

/**
 * Nothing inside `area` (a dialog, which the page's own width does not measure) scrolls sideways or
 * reaches past the window's right edge: every part of it is readable without a sideways swipe.
 */
export async function expectNothingScrollsSideways(area: Locator): Promise<void> {
  const offenders = await area.evaluate((node) => {
    const root = node as unknown as Box;
    const found: string[] = [];
    const viewport = root.ownerDocument.documentElement.clientWidth;
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const style = root.ownerDocument.defaultView.getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const scrolls = ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const right = element.getBoundingClientRect().right;
      if (scrolls || right > viewport + 1)
        found.push(
          `${element.tagName.toLowerCase()}.${String(element.className)} (${Math.round(right)} of ${viewport})`,
        );
    }
    return found.slice(0, 5);
  });
  expect(offenders, 'parts that scroll sideways or pass the right edge').toEqual([]);
}
