/**
 * Page code has two minutes to arrive (docs/product.md, Pages and navigation): after a deploy the
 * old chunk names are gone, and on a bad connection a request can hang; either way the user is
 * offered a reload instead of a spinner that never ends.
 */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/** A page's code could not be loaded (missing after a deploy, network failure, or too slow). */
export class PageLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PageLoadError';
  }
}

/** Loads a code chunk, failing with PageLoadError when it fails or takes longer than the time-out. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = PAGE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PageLoadError(`Page code did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PageLoadError('Page code failed to load', { cause: error }));
      },
    );
  });
}

// What browsers and Vite say when a dynamic import or its preloaded CSS cannot be fetched.
const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

/** True for errors that mean "the code for this page could not be loaded", however they arrived. */
export function isPageLoadFailure(error: unknown): boolean {
  if (error instanceof PageLoadError) return true;
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE_MESSAGES.some((text) => error.message.includes(text));
}
