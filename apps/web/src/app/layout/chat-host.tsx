import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ChatWidgetHandle } from '#src/features/chat/components/chat-widget';
import { ChatControlsContext, type ChatControls, type ChatTarget } from '#src/lib/chat-controls';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { ChatLauncherSlotContext } from './chat-launcher-slot';

// Visitors never chat, and a signed-in page shows only the chat button (ChatStandIn) until someone
// reaches for it or a page asks to open a conversation: the widget's code loads then.
const loadChatWidget = () =>
  import('#src/features/chat/components/chat-widget').then((module) => ({ default: module.ChatWidget }));
const ChatWidget = lazy(loadChatWidget);
// The stand-in too stays out of the visitors' pages (the login page's budget, docs/quality.md).
const ChatStandIn = lazy(() =>
  import('#src/features/chat/components/chat-stand-in').then((module) => ({ default: module.ChatStandIn })),
);

export interface ChatHostProps {
  children: ReactNode;
}

/** Hosts the one chat widget for signed-in donors, nonprofits and admins, and lets any page open it. */
export function ChatHost({ children }: ChatHostProps) {
  const { data: user } = useCurrentUser();
  const widgetRef = useRef<ChatWidgetHandle>(null);
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null);
  // An open asked for while the widget's chunk is still loading; the widget starts with it. It belongs
  // to the user who asked: signing out (or in as someone else) drops it, so no later widget opens by itself.
  const [pending, setPending] = useState<{ userId: number; target: ChatTarget } | undefined>(undefined);
  // Once wanted, the widget stays: its panel keeps drafts and the open conversation.
  const [wanted, setWanted] = useState(false);
  const userId = user?.id ?? null;
  if (pending && pending.userId !== userId) setPending(undefined);

  const controls = useMemo<ChatControls>(
    () => ({
      available: userId !== null,
      open: (target = null) => {
        if (userId === null) return;
        if (widgetRef.current) widgetRef.current.open(target);
        else {
          setPending({ userId, target });
          setWanted(true);
        }
      },
    }),
    [userId],
  );

  const standIn = user && (
    <Suspense fallback={null}>
      <ChatStandIn
        user={user}
        headerSlot={headerSlot}
        onIntent={() => void loadChatWidget()}
        onOpen={() => controls.open()}
      />
    </Suspense>
  );

  return (
    <ChatControlsContext value={controls}>
      <ChatLauncherSlotContext value={setHeaderSlot}>{children}</ChatLauncherSlotContext>
      {user && !wanted && standIn}
      {user && wanted && (
        <Suspense fallback={standIn}>
          {/* Keyed by user so signing in as someone else starts a fresh widget. */}
          <ChatWidget key={user.id} ref={widgetRef} user={user} initialOpen={pending} headerSlot={headerSlot} />
        </Suspense>
      )}
    </ChatControlsContext>
  );
}
