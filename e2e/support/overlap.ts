import type { Locator } from '@playwright/test';

/**
 * The visible links, buttons and inputs a control's box overlaps (its badge included), one description
 * each: a control floating over the page must leave every other control clear.
 */
export async function clickablesCoveredBy(control: Locator): Promise<string[]> {
  return control.evaluate((node) => {
    // Runs in the page; the e2e project compiles without the DOM library.
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
      width: number;
      height: number;
    }
    interface Element {
      getBoundingClientRect(): Box;
      getClientRects(): { length: number };
      contains(other: Element): boolean;
      closest(selector: string): Element | null;
      querySelector(selector: string): Element | null;
      getAttribute(name: string): string | null;
      tagName: string;
      textContent: string | null;
    }
    const page = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<Element> };
      getComputedStyle(element: Element): { visibility: string };
    };
    const control = node as unknown as Element;
    const badge = control.closest('.mantine-Indicator-root')?.querySelector('.mantine-Indicator-indicator');
    const boxes = [control.getBoundingClientRect(), ...(badge ? [badge.getBoundingClientRect()] : [])];
    const overlaps = (a: Box, b: Box) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const covered: string[] = [];
    for (const other of page.document.querySelectorAll('a, button, [role="button"], input, select, textarea')) {
      if (other.contains(control) || control.contains(other)) continue;
      if (other.getClientRects().length === 0 || page.getComputedStyle(other).visibility === 'hidden') continue;
      const box = other.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !boxes.some((own) => overlaps(own, box))) continue;
      const name = other.getAttribute('aria-label') ?? other.textContent?.trim().slice(0, 40) ?? '';
      covered.push(`${other.tagName.toLowerCase()} "${name}"`);
    }
    return covered;
  });
}

/** Whether box `a` and box `b` share any area. */
export function boxesOverlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
