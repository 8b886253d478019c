import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

export interface UseDebouncedFilterOptions<L, U> {
  /** The value in the URL. */
  urlValue: U;
  /** What the input shows for a URL value, and the URL value for what the input holds. */
  toLocal: (value: U) => L;
  parse: (local: L) => U;
  /** Writes the URL; `replace` is true after the first write of a typing session. */
  commit: (value: U, options: { replace: boolean }) => void;
  delay?: number;
}

/**
 * A text or number filter that writes the URL 300 ms after typing stops. The first write of a typing
 * session adds a history entry (so Back returns to the view before the search); later ones replace it.
 * When the URL changes from elsewhere (Back, Clear All Filters) the input follows.
 */
export function useDebouncedFilter<L, U>({
  urlValue,
  toLocal,
  parse,
  commit,
  delay = 300,
}: UseDebouncedFilterOptions<L, U>) {
  const [value, setValue] = useState<L>(() => toLocal(urlValue));
  const typing = useRef(false);
  const urlValueRef = useRef(urlValue);
  const write = useDebouncedCallback((next: U) => {
    if (Object.is(next, urlValueRef.current)) return;
    commit(next, { replace: typing.current });
    typing.current = true;
  }, delay);

  const parseRef = useRef(parse);
  const toLocalRef = useRef(toLocal);
  useEffect(() => {
    parseRef.current = parse;
    toLocalRef.current = toLocal;
    urlValueRef.current = urlValue;
  });

  useEffect(() => {
    if (write.isPending()) return;
    setValue((current) => (Object.is(parseRef.current(current), urlValue) ? current : toLocalRef.current(urlValue)));
  }, [urlValue, write]);

  return {
    value,
    onChange: (next: L) => {
      setValue(next);
      write(parse(next));
    },
    /** Leaving the field ends the typing session and writes at once. */
    onBlur: () => {
      write.flush();
      typing.current = false;
    },
  };
}
