import { useState } from 'react';

/** The last non-null value: a closing modal keeps its content through the exit transition. */
export function useRetained<T>(value: T | null): T | null {
  const [retained, setRetained] = useState(value);
  if (value !== null && value !== retained) setRetained(value);
  return value ?? retained;
}
