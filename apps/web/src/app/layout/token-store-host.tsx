import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { TokenStoreContext, type TokenStoreControls } from '#src/lib/token-store';

const loadTokenStore = () => import('#src/features/token-store/components/token-store-dialog');
// Only nonprofits buy tokens, and only now and then: keep the store out of the first page's code.
const TokenStoreDialog = lazy(() => loadTokenStore().then((module) => ({ default: module.TokenStoreDialog })));

/** Runs `onMount` once its Suspense boundary has committed, i.e. once the lazy dialog is on the page. */
function OnMount({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export interface TokenStoreHostProps {
  children: ReactNode;
}

/** Hosts the one token store dialog and lets any page open it (header, dashboard, marketplace). */
export function TokenStoreHost({ children }: TokenStoreHostProps) {
  const { data: user } = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  const [loaded, setLoaded] = useState(false);
  // The dialog first mounts closed and opens on the next render: Mantine then sees the opening, so it
  // animates in and gives focus back to the button that opened it when it closes.
  const [mounted, setMounted] = useState(false);
  const markMounted = useCallback(() => setMounted(true), []);
  const nonprofitId = user?.role === 'nonprofit' ? user.id : null;

  const controls = useMemo<TokenStoreControls>(
    () => ({
      open: () => {
        if (nonprofitId === null) return;
        setLoaded(true);
        open();
      },
      prefetch: () => void loadTokenStore(),
    }),
    [nonprofitId, open],
  );

  return (
    <TokenStoreContext value={controls}>
      {children}
      {loaded && nonprofitId !== null && (
        <Suspense fallback={null}>
          <TokenStoreDialog opened={opened && mounted} onClose={close} nonprofitId={nonprofitId} />
          <OnMount onMount={markMounted} />
        </Suspense>
      )}
    </TokenStoreContext>
  );
}
