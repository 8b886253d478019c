import { createContext, use } from 'react';

/** What to show when the chat opens: one conversation, the conversation of a request, or the list. */
export type ChatTarget = { conversationId: number } | { requestId: number } | null;

export interface ChatControls {
  /** False when nobody who may chat is signed in (the widget is not on the page). */
  available: boolean;
  open: (target?: ChatTarget) => void;
}

/**
 * The chat widget is hosted once by the app layout; the bell, the delivery banner and the request
 * dialogs open it through this context, since features do not import each other.
 */
export const ChatControlsContext = createContext<ChatControls>({ available: false, open: () => {} });

export function useChatControls(): ChatControls {
  return use(ChatControlsContext);
}
