import { useDisclosure } from '@mantine/hooks';
import { Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SectionErrorBoundary } from '#src/components/errors/section-error-boundary';
import { LiveUpdates } from '#src/lib/live/live-updates';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';
import { PageLoader } from '#src/components/page-loader';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ChatHost } from './chat-host';
import classes from './app-layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { TokenStoreHost } from './token-store-host';

// The help center is text-heavy and rarely opened: load it on first use to keep the first page light.
const HelpCenterDialog = lazyWhenOpened(() =>
  import('#src/features/help/components/help-center-dialog').then((module) => module.HelpCenterDialog),
);

const MAIN_ID = 'main-content';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Focus instead of following the hash, so the router sees no navigation.
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * Every page's frame: skip link, header, main content (a page that throws or cannot load shows its
 * error here, inside the frame), footer, the help center and token store dialogs,
 * the chat widget, and the live stream that keeps them current.
 */
export function AppLayout() {
  const [helpOpened, help] = useDisclosure(false);
  // A page that failed to render is tried afresh when the user goes elsewhere.
  const location = useLocation();
  // Signed-in users have the chat, whose button floats in the bottom-right corner from 768px.
  const { data: user } = useCurrentUser();

  return (
    <LiveUpdates>
      <TokenStoreHost>
        <ChatHost>
          <div className={classes.shell}>
            <ScrollToTop />
            <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToMain}>
              Skip to main content
            </a>
            <AppHeader onOpenHelp={help.open} />
            <main
              id={MAIN_ID}
              tabIndex={-1}
              className={user ? `${classes.main} ${classes.mainWithChat}` : classes.main}
            >
              <SectionErrorBoundary subject="This page" resetKeys={[location.pathname]}>
                <Suspense fallback={<PageLoader />}>
                  <Outlet />
                </Suspense>
              </SectionErrorBoundary>
            </main>
            <AppFooter />
            <HelpCenterDialog opened={helpOpened} onClose={help.close} />
          </div>
        </ChatHost>
      </TokenStoreHost>
    </LiveUpdates>
  );
}
