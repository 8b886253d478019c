import type { KeyboardEvent } from 'react';

/**
 * Enter inside a picker (a select, an autocomplete, a typed date) chooses there and never submits
 * the form around it (docs/product.md, Sign-up and sign-in): the picker's own handler has already
 * taken the highlighted option, so only the browser's implicit submission is stopped.
 */
export function keepEnterInPicker(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
}
