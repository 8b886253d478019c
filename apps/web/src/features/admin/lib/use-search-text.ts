import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing must pause before an admin list is asked again. */
const SEARCH_PAUSE_MS = 300;

/**
 * An admin list's search as typed: the box shows every keystroke at once, and `commit` (which puts
 * the search in the URL) gets the trimmed text once typing pauses.
 */
export function useSearchText(initial: string, commit: (search: string) => void) {
  const [text, setText] = useState(initial);
  const commitLater = useDebouncedCallback((value: string) => commit(value.trim()), SEARCH_PAUSE_MS);
  const change = (value: string) => {
    setText(value);
    commitLater(value);
  };
  return [text, change] as const;
}
