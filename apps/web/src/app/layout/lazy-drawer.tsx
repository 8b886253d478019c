import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { OnMount } from './on-mount';

// Mantine's Drawer brings the scroll area, focus trap and scroll lock (and the positioning library the
// scroll area uses): code a visitor on a wide screen never needs, so it loads on the first opening.
const Drawer = lazy(() => import('./drawer').then((module) => ({ default: module.Drawer })));

/** Mantine's Drawer, with its code loaded the first time it opens. */
export function LazyDrawer({ opened, ...props }: DrawerProps) {
  const [loaded, setLoaded] = useState(opened);
  const [mounted, setMounted] = useState(false);
  const markMounted = useCallback(() => setMounted(true), []);
  if (opened && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Drawer opened={opened && mounted} {...props} />
      <OnMount onMount={markMounted} />
    </Suspense>
  );
}
