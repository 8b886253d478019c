import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';

/** Runs `onMount` once its Suspense boundary has committed, i.e. once the lazy component is on the page. */
function OnMount({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * A dialog or drawer whose code downloads the first time it opens, rather than with the page. It then
 * mounts closed and opens on the next render: Mantine sees the opening, so it animates in and gives
 * focus back to the button that opened it when it closes.
 */
export function lazyWhenOpened<Props extends { opened: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWhenOpened(props: Props) {
    const [loaded, setLoaded] = useState(props.opened);
    const [mounted, setMounted] = useState(false);
    const markMounted = useCallback(() => setMounted(true), []);
    if (props.opened && !loaded) setLoaded(true);
    if (!loaded) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} opened={props.opened && mounted} />
        <OnMount onMount={markMounted} />
      </Suspense>
    );
  };
}
