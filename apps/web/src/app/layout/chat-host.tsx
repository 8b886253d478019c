import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ChatWidgetHandle } from '../../features/chat/components/chat-widget';
import { ChatControlsContext, type ChatControls, type ChatTarget } from '../../lib/chat-controls';
import { useCurrentUser } from '../../lib/session/use-current-user';

// Visitors never chat: the widget's code loads only once someone is signed in.
const ChatWidget = lazy(() =>
  import('../../features/chat/components/chat-widget').then((module) => ({ default: module.ChatWidget })),
);

export interface ChatHostProps {
  children: ReactNode;
}

/** Hosts the one chat widget for signed-in donors, nonprofits and admins, and lets any page open it. */
export function ChatHost({ children }: ChatHostProps) {
  const { data: user } = useCurrentUser();
  const widgetRef = useRef<ChatWidgetHandle>(null);
  // An open asked for while the widget's chunk is still loading; the widget starts with it.
  const [pending, setPending] = useState<{ target: ChatTarget } | undefined>(undefined);
  const available = Boolean(user);

  const controls = useMemo<ChatControls>(
    () => ({
      available,
      open: (target = null) => {
        if (!available) return;
        if (widgetRef.current) widgetRef.current.open(target);
        else setPending({ target });
      },
    }),
    [available],
  );

  return (
    <ChatControlsContext value={controls}>
      {children}
      {user && (
        <Suspense fallback={null}>
          {/* Keyed by user so signing in as someone else starts a fresh widget. */}
          <ChatWidget key={user.id} ref={widgetRef} user={user} initialOpen={pending} />
        </Suspense>
      )}
    </ChatControlsContext>
  );
}
